import { AUDIT_STATUS, type calls, type Language } from '@puente/shared/contract';
import type * as z from 'zod/mini';
import type { Db } from '../db/database';
import type { UserRow } from '../db/schema';
import * as brandRepository from '../repositories/brands';
import { BusinessError } from './business-error';
import { originalLanguage, searchText, storedText } from './localised';
import { indexGoods } from './search/documents';
import { assertOwnUploads } from './uploads';

/** The rules of a seller's brands and their factory reports; routes/brands.ts maps calls to these. */

type Input<C extends { request: z.ZodMiniType }> = z.output<C['request']>;

/** Creates or changes the caller's brand; it goes to review again unless review passes at once (the demo). */
export async function saveBrand(db: Db, user: UserRow, input: Input<typeof calls.saveBrand>, language: Language, autoApprove: boolean) {
  await assertOwnUploads(db, user.id, [input.logo]);
  const name = storedText(input.name);
  const auditStatus = autoApprove ? AUDIT_STATUS.passed : AUDIT_STATUS.underReview;
  const values = {
    name: JSON.stringify(name),
    description: JSON.stringify(storedText(input.description)),
    original_language: originalLanguage(input.name, language),
    logo: input.logo,
    type: input.type,
    country_code: input.countryCode,
    search_text: searchText(name),
    audit_status: auditStatus,
    audit_reason: '',
    updated_at: new Date(),
  };
  if (input.id) {
    await brandRepository.findOwnedBrand(db, user, input.id);
    await brandRepository.updateBrand(db, input.id, values);
    // Goods are found by their brand's name too.
    await indexGoods(db, { brandId: input.id });
    return { id: input.id, auditStatus };
  }
  const id = await brandRepository.insertBrand(db, { ...values, owner_id: user.id, putaway: autoApprove, deleted_at: null });
  return { id, auditStatus };
}

/** Puts the caller's brand on show or takes it off (toggles when `putaway` is not given); only a passed brand is shown. */
export async function setBrandPutaway(db: Db, user: UserRow, id: number, wanted: boolean | undefined): Promise<boolean> {
  const row = await brandRepository.findOwnedBrand(db, user, id);
  const putaway = wanted ?? !row.putaway;
  if (putaway && row.audit_status !== AUDIT_STATUS.passed) throw new BusinessError('brand.notPassed');
  await brandRepository.updateBrand(db, id, { putaway, updated_at: new Date() });
  return putaway;
}

/** Deletes the caller's brand with its factory reports; refused while goods carry it. */
export async function removeBrand(db: Db, user: UserRow, id: number): Promise<void> {
  await brandRepository.findOwnedBrand(db, user, id);
  if (await brandRepository.brandInUse(db, id)) throw new BusinessError('brand.inUse');
  await brandRepository.deleteBrand(db, id);
}

/** Creates or changes a factory report on one of the caller's brands. */
export async function saveFactoryInspection(db: Db, user: UserRow, input: Input<typeof calls.saveFactoryInspection>, language: Language): Promise<number> {
  await brandRepository.findOwnedBrand(db, user, input.brandId);
  await assertOwnUploads(db, user.id, [...input.images, ...(input.reportUrl ? [input.reportUrl] : [])]);
  const values = {
    brand_id: input.brandId,
    name: JSON.stringify(storedText(input.name)),
    summary: JSON.stringify(storedText(input.summary)),
    original_language: originalLanguage(input.name, language),
    address: input.address,
    inspected_at: input.inspectedAt,
    inspector: input.inspector,
    report_url: input.reportUrl ?? '',
    images: JSON.stringify(input.images),
  };
  if (input.id) {
    await brandRepository.findOwnedFactory(db, user, input.id);
    await brandRepository.updateFactory(db, input.id, values);
    return input.id;
  }
  return brandRepository.insertFactory(db, { ...values, deleted_at: null });
}

export async function removeFactoryInspection(db: Db, user: UserRow, id: number): Promise<void> {
  await brandRepository.findOwnedFactory(db, user, id);
  await brandRepository.deleteFactory(db, id);
}
