import { CALLABLE_OUTPUTS, type CallableName } from "@shop/domain";

// Loaded lazily by callables.ts, beside the Functions SDK: the output schemas
// (and zod) stay out of every page's first download.

/** The answer as its contract's output schema reads it; an answer off the contract throws. */
export function checkAnswer(name: CallableName, answer: unknown): unknown {
  const checked = CALLABLE_OUTPUTS[name].safeParse(answer);
  if (checked.success) return checked.data;
  const [issue] = checked.error.issues;
  const where = issue?.path.join(".") || "the answer";
  throw new Error(`${name} answered off its contract: ${where}: ${issue?.message ?? "invalid"}`);
}
