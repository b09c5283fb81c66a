import { GolfRuleError } from '@golf/golf';
import { BadRequestError } from '../../commands/domain-error.ts';

/** Runs a rule of @golf/golf for the cup; its refusal (a GolfRuleError) is bad input: 400 with the rule's message. */
export function underCupRules<T>(rule: () => T): T {
  try {
    return rule();
  } catch (error) {
    if (error instanceof GolfRuleError) throw new BadRequestError(error.message);
    throw error;
  }
}
