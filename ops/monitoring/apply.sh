#!/usr/bin/env bash
# Creates the shop's log-based metrics and alert policies in a project
# (docs/operations.md). Needs the Google Cloud CLI, logged in as an owner:
#   bash ops/monitoring/apply.sh <project-id> <alert-email>
# Run it once after the first deploy; it stops if a metric already exists
# (update one with `gcloud logging metrics update NAME --config-from-file=…`).
set -euo pipefail
project="${1:?usage: apply.sh <project-id> <alert-email>}"
email="${2:?usage: apply.sh <project-id> <alert-email>}"
cd "$(dirname "$0")"

for file in metrics/*.yaml; do
  gcloud logging metrics create "$(basename "$file" .yaml)" --config-from-file="$file" --project="$project"
done

channel="$(gcloud beta monitoring channels create --project="$project" \
  --display-name="Shop alerts ($email)" --type=email \
  --channel-labels=email_address="$email" --format='value(name)')"

for file in policies/*.json; do
  gcloud monitoring policies create --project="$project" \
    --policy-from-file="$file" --notification-channels="$channel"
done
echo "Metrics and alerts created; alerts go to $email."
