import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { formatNumber, i18n, messageIn, type Language, type MessageKey } from '@puente/shared';
// A pure function, bundled into this chunk: a page's main entry leaves it out.
import { issueMessage, type SchemaIssue } from '../contract/issues';

interface SafeParsing {
  safeParse(value: unknown): { success: true; data: unknown } | { success: false; error: { issues: SchemaIssue[] } };
}

export interface ContractResolverOptions<TValues> {
  language: Language;
  /** The call's body built from what the form holds (strings from inputs, pickers' paths…). */
  toRequest?: (values: TValues) => unknown;
  /** The form field that shows a failed body field's message (by default the same path). */
  fieldOf?: (path: string) => string;
  /**
   * Checks the call's schema cannot make (two passwords alike, an amount within the balance):
   * field → message, with its params where it names a limit.
   */
  extra?: (values: TValues) => Partial<Record<string, MessageKey | { key: MessageKey; params: Record<string, number | string> }>>;
}

/** Numbers in a message as the reader writes them (2,000 or 2.000), as the API's messages do. */
function textOf(key: MessageKey, params: Record<string, number | string>, language: Language): string {
  return messageIn(language, key, Object.fromEntries(Object.entries(params).map(([name, value]) => [name, typeof value === 'number' ? formatNumber(value, language) : value])));
}

/** Whether a schema's message is one of the contract's keys (the page holds its reader's language of them). */
function isKeyIn(language: Language) {
  return (value: unknown): value is MessageKey => typeof value === 'string' && typeof i18n.getResource(language, 'messages', value) === 'string';
}

function put(errors: Record<string, unknown>, field: string, error: { type: string; message: string }) {
  const parts = field.split('.');
  let node = errors;
  for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
  const last = parts[parts.length - 1]!;
  if (!node[last]) node[last] = error;
}

/**
 * A react-hook-form resolver that checks the form with the schema the API checks the call's
 * body with, and puts every failure at its field at once, in the reader's language, in the
 * words the API would use.
 */
export function contractResolver<TValues extends FieldValues, TRequest>(schema: unknown, options: ContractResolverOptions<TValues>): Resolver<TValues, unknown, TRequest> {
  let real: Promise<SafeParsing> | undefined;
  return async (values) => {
    // The real zod/mini arrives with the first check (a submit), not with the page.
    real ??= import('./schema').then(({ realSchema }) => realSchema(schema) as SafeParsing);
    const errors: Record<string, unknown> = {};
    const parsed = (await real).safeParse(options.toRequest ? options.toRequest(values) : values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const path = (issue.path ?? []).map(String).join('.');
        const { key, params } = issueMessage(issue, isKeyIn(options.language));
        put(errors, options.fieldOf ? options.fieldOf(path) : path || 'root', { type: issue.code ?? 'custom', message: textOf(key, params, options.language) });
      }
    }
    for (const [field, failure] of Object.entries(options.extra?.(values) ?? {})) {
      if (!failure) continue;
      const { key, params } = typeof failure === 'string' ? { key: failure, params: {} } : failure;
      put(errors, field, { type: 'custom', message: textOf(key, params, options.language) });
    }
    if (Object.keys(errors).length || !parsed.success) return { values: {}, errors: errors as FieldErrors<TValues> };
    return { values: parsed.data as TRequest, errors: {} };
  };
}
