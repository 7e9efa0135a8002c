import { PERMISSIONS, toMinorUnits, type calls, type KeywordHelp, type Language } from '@puente/shared/contract';
import type * as z from 'zod/mini';
import type { Db } from '../db/database';
import type { UserRow } from '../db/schema';
import type { PageAsked } from '../repositories/paging';
import * as requirementRepository from '../repositories/requirements';
import type { RequirementFilter, RequirementRow } from '../repositories/requirements';
import { BusinessError } from './business-error';
import { loadCategories } from './categories';
import { permissionsOf } from './permissions';
import { isOwner } from './policy';
import { indexRequirements } from './search/documents';
import { keywordHelp, NO_KEYWORD_HELP } from './search/help';
import { planSearch } from './search/query';

/** The rules of buyers' requirements; routes/community.ts maps calls to these. */

type Input<C extends { request: z.ZodMiniType }> = z.output<C['request']>;

/**
 * A page of the open requirements under the filter, in the order asked. With a keyword, the same
 * search as the goods': titles (and places) first, descriptions when titles find nothing; after no
 * result, keywords near it that find requirements under the same filters (`search`).
 */
export async function listOpenRequirements(
  db: Db,
  filter: RequirementFilter,
  keyword: string | undefined,
  sort: string,
  language: Language,
  page: PageAsked,
): Promise<{ rows: RequirementRow[]; total: number; search?: KeywordHelp }> {
  if (!keyword) {
    const total = await requirementRepository.countOpenRequirements(db, filter);
    const rows = await requirementRepository.openRequirementsPage(db, filter, undefined, sort, language, page);
    return { rows, total };
  }
  const plan = await planSearch(db, 'requirements', keyword, { language });
  if (!plan) return { rows: [], total: 0, search: NO_KEYWORD_HELP };
  const byTitle = { plan, scope: 'main' as const };
  const match = (await requirementRepository.countOpenRequirements(db, filter, byTitle)) > 0 ? byTitle : { plan, scope: 'doc' as const };
  const total = await requirementRepository.countOpenRequirements(db, filter, match);
  const rows = await requirementRepository.openRequirementsPage(db, filter, match, sort, language, page);
  const search = await keywordHelp({
    db,
    table: 'requirements',
    plan,
    total,
    language,
    count: (nearby) => requirementRepository.countOpenRequirements(db, filter, { plan: nearby, scope: 'doc' }),
  });
  return { rows, total, search };
}

/** Publishes a requirement or changes the caller's open one (a withdrawn one stays as it was); needs the right to publish. */
export async function saveRequirement(db: Db, user: UserRow, input: Input<typeof calls.saveRequirement>, language: Language): Promise<number> {
  if (!(await permissionsOf(db, user)).includes(PERMISSIONS.requirementRelease)) throw new BusinessError('requirement.noPermission');
  // The delivery date (from today) and a technology requirement's type are the call schema's rules.
  if (input.categoryId) {
    const categories = await loadCategories(db);
    if (!categories.some((c) => c.id === input.categoryId)) throw new BusinessError('goods.categoryInvalid');
  }
  const values = {
    kind: input.kind,
    title: input.title,
    description: input.description,
    language,
    search_text: `${input.title} ${input.description} ${input.deliveryPlace}`.toLowerCase(),
    category_id: input.kind === 'product' ? (input.categoryId ?? null) : null,
    quantity: input.quantity,
    unit: input.unit,
    delivery_date: input.deliveryDate,
    delivery_place: input.deliveryPlace,
    need_type: input.kind === 'technology' ? (input.needType ?? null) : null,
    output_type: input.kind === 'technology' ? (input.outputType ?? null) : null,
    budget_minor: input.budget ? toMinorUnits(input.budget) : null,
    currency: input.currency,
    updated_at: new Date(),
  };
  if (input.id) {
    const existing = await requirementRepository.findOwnedRequirement(db, user, input.id);
    if (existing.status !== 'open') throw new BusinessError('requirement.withdrawn');
    await requirementRepository.updateRequirement(db, input.id, { ...values, translations: JSON.stringify({}) });
    await indexRequirements(db, { ids: [input.id] });
    return input.id;
  }
  const id = await requirementRepository.insertRequirement(db, { ...values, owner_id: user.id, translations: JSON.stringify({}) });
  await indexRequirements(db, { ids: [id] });
  return id;
}

/** A requirement as someone reads it (a withdrawn one stays visible to its owner only); a view by anyone but its owner counts. */
export async function viewRequirement(db: Db, user: UserRow | null, id: number): Promise<RequirementRow> {
  const row = await requirementRepository.findReadableRequirement(db, user, id);
  if (!isOwner(user, row, 'owner_id')) await requirementRepository.addRequirementView(db, id);
  return row;
}

/** Withdraws the caller's open requirement. */
export async function withdrawRequirement(db: Db, user: UserRow, id: number): Promise<void> {
  const row = await requirementRepository.findOwnedRequirement(db, user, id);
  if (row.status !== 'open') throw new BusinessError('requirement.withdrawn');
  await requirementRepository.updateRequirement(db, id, { status: 'withdrawn', updated_at: new Date() });
}
