import { GolfRuleError } from '@golf/golf';
import { RuleViolationError } from '../../commands/domain-error.ts';

/** Runs a rule of @golf/golf; its refusal (a GolfRuleError) becomes a 422 with the rule's message. */
export function underGolfRules<T>(rule: () => T): T {
  try {
    return rule();
  } catch (error) {
    if (error instanceof GolfRuleError) throw new RuleViolationError(error.message);
    throw error;
  }
}
