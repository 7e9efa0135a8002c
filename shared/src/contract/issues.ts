import type { MessageKey } from './messages';

/** What a form and the API need of a failed check: zod's issue, without tying this module to zod. */
export interface SchemaIssue {
  code?: string;
  message: string;
  path?: ReadonlyArray<PropertyKey>;
  origin?: string;
  format?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
  params?: Record<string, unknown>;
  errors?: unknown;
}

export interface IssueMessage {
  key: MessageKey;
  params: Record<string, number | string>;
}

const numberOf = (value: number | bigint | undefined) => (typeof value === 'bigint' ? Number(value) : (value ?? 0));

/** A check without a message of its own, told in words that name its limit ("at most 2,000 characters"). */
function standardMessage(issue: SchemaIssue): IssueMessage | null {
  const sized = issue.origin === 'string' ? 'text' : issue.origin === 'array' || issue.origin === 'set' ? 'list' : 'number';
  switch (issue.code) {
    case 'too_big': {
      const max = numberOf(issue.maximum);
      if (sized === 'text') return { key: 'validation.tooLong', params: { max } };
      if (sized === 'list') return { key: 'validation.tooMany', params: { max } };
      return { key: issue.inclusive === false ? 'validation.below' : 'validation.atMost', params: { max } };
    }
    case 'too_small': {
      const min = numberOf(issue.minimum);
      if (sized === 'text') return min <= 1 ? { key: 'validation.required', params: {} } : { key: 'validation.tooShort', params: { min } };
      if (sized === 'list') return min <= 1 ? { key: 'validation.chooseOne', params: {} } : { key: 'validation.tooFew', params: { min } };
      return { key: issue.inclusive === false ? 'validation.above' : 'validation.atLeast', params: { min } };
    }
    case 'invalid_format':
      return { key: issue.format === 'email' ? 'validation.emailInvalid' : 'validation.format', params: {} };
    case 'invalid_value':
      return { key: 'validation.choose', params: {} };
    case 'invalid_type':
      return { key: 'validation.required', params: {} };
    case 'not_multiple_of':
      return { key: 'validation.format', params: {} };
    default:
      return null;
  }
}

function paramsOf(params: Record<string, unknown> | undefined): Record<string, number | string> {
  return Object.fromEntries(Object.entries(params ?? {}).filter(([, v]) => typeof v === 'number' || typeof v === 'string')) as Record<string, number | string>;
}

/**
 * The message a failed check shows: the contract's own key where the schema names one (looking
 * inside unions, for a field that is "this or empty"), else a message naming the broken limit.
 * The API answers with it and forms show it at the field, so both read the same words. `isKey` tells
 * the contract's keys from zod's own texts: the API knows every language's messages, a page only its
 * reader's, so each side brings its own.
 */
export function issueMessage(issue: SchemaIssue, isKey: (value: unknown) => value is MessageKey): IssueMessage {
  return ownMessage(issue, isKey) ?? standardMessage(issue) ?? { key: 'validation.invalid', params: {} };
}

function ownMessage(issue: SchemaIssue, isKey: (value: unknown) => value is MessageKey): IssueMessage | null {
  if (isKey(issue.message)) return { key: issue.message, params: paramsOf(issue.params) };
  const branches = Array.isArray(issue.errors) ? (issue.errors as SchemaIssue[][]) : [];
  for (const branch of branches)
    for (const inner of branch) {
      const found = ownMessage(inner, isKey);
      if (found) return found;
    }
  return null;
}
