// Preloaded into the Functions emulator's workers by scripts/bench/orderCost.mjs; logs Firestore,
// Razorpay and invocation counts to SHOP_COST_LOG. Other processes of the stack load it idle.
import { appendFileSync } from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import { join } from "node:path";

const log = process.env.SHOP_COST_LOG;
if (log && process.env.FUNCTIONS_EMULATOR === "true") {
  // Each worker serves one function.
  const fn = process.env.FUNCTION_TARGET;
  const record = (kind, n = 1) => appendFileSync(log, `${JSON.stringify({ kind, n, fn })}\n`);
  const require = createRequire(join(process.cwd(), "package.json"));
  const { Firestore, Query } = require("@google-cloud/firestore");
  const request = Firestore.prototype.request;
  Firestore.prototype.request = function (method, body, ...rest) {
    record("firestoreRoundTrips");
    if (method === "commit" || method === "batchWrite") record("writes", body.writes?.length ?? 0);
    return request.call(this, method, body, ...rest);
  };
  const requestStream = Firestore.prototype.requestStream;
  Firestore.prototype.requestStream = function (method, bidi, body, ...rest) {
    record("firestoreRoundTrips");
    if (method === "batchGetDocuments") record("reads", body.documents?.length ?? 0);
    return requestStream.call(this, method, bidi, body, ...rest);
  };
  // A query is billed one read per document it answers, and one when it answers none.
  const get = Query.prototype._get;
  Query.prototype._get = async function (...args) {
    const answer = await get.apply(this, args);
    record("reads", Math.max(1, answer.result?.size ?? 0));
    return answer;
  };
  const api = require("razorpay/dist/api.js").prototype;
  for (const verb of ["get", "post", "postFormData", "put", "patch", "delete"]) {
    const call = api[verb];
    api[verb] = function (...args) {
      record("razorpayCalls");
      return call.apply(this, args);
    };
  }
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function (event, ...args) {
    // The emulator's own requests to a worker are under /__/.
    if (event === "request" && !args[0].url?.startsWith("/__/")) record("invocations");
    return emit.call(this, event, ...args);
  };
}
