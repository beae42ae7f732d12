import type { z } from "zod";
import type { CallableContract } from "./callables";
import {
  adminAdvanceOrderInputSchema,
  adminCancelOrderInputSchema,
  adminCancelResultSchema,
  adminMessageStatusSchema,
  adminOrderStageSchema,
  adminRefundOrderInputSchema,
  adminRefundResultSchema,
  adminSetMessageStatusInputSchema,
} from "./adminSchemas";
import {
  adminAdvanceOrderCall,
  adminCancelOrderCall,
  adminRefundOrderCall,
  adminSetMessageStatusCall,
} from "./adminTerms";

/**
 * The operator console's callables: contracts like CALLABLES, kept apart so
 * that no shopper page's answer check (web/src/lib/callableAnswers.ts)
 * carries them. Each is refused to a caller without the admin claim.
 */
export const ADMIN_CALLABLES = {
  adminAdvanceOrder: {
    ...adminAdvanceOrderCall,
    input: adminAdvanceOrderInputSchema,
    output: adminOrderStageSchema,
  },
  adminCancelOrder: {
    ...adminCancelOrderCall,
    input: adminCancelOrderInputSchema,
    output: adminCancelResultSchema,
  },
  adminRefundOrder: {
    ...adminRefundOrderCall,
    input: adminRefundOrderInputSchema,
    output: adminRefundResultSchema,
  },
  adminSetMessageStatus: {
    ...adminSetMessageStatusCall,
    input: adminSetMessageStatusInputSchema,
    output: adminMessageStatusSchema,
  },
} as const satisfies { [Name in string]: CallableContract<Name> };

export type AdminCallableName = keyof typeof ADMIN_CALLABLES;
export type AdminCallableInput<Name extends AdminCallableName> = z.input<
  (typeof ADMIN_CALLABLES)[Name]["input"]
>;
export type AdminCallableOutput<Name extends AdminCallableName> = z.output<
  (typeof ADMIN_CALLABLES)[Name]["output"]
>;
