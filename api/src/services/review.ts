import { AUDIT_STATUS, CURRENCIES, eachLanguage, isCurrency, localised } from '@puente/shared/contract';
import type { Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database, Localised } from '../db/schema';
import { updateBrand } from '../repositories/brands';
import { lockReviewSubject, pendingReview } from '../repositories/console';
import { repriceGoods, updateGoods } from '../repositories/goods';
import { lockExchangeRate, saveExchangeRate } from '../repositories/money';
import { BusinessError } from './business-error';
import { recordAction, type OperatorId } from './audit';
import { forgetRates } from './money';
import { notify } from './notify';
import { announceChange } from './read-cache';
import { allLanguages, pickText } from './localised';

export type ReviewKind = 'goods' | 'brands';
export type Decision = 'pass' | 'reject' | 'cancel';

const STATUS: Record<Decision, string> = { pass: AUDIT_STATUS.passed, reject: AUDIT_STATUS.rejected, cancel: AUDIT_STATUS.cancelled };

export interface PendingItem {
  id: number;
  name: string;
  owner: string;
  updatedAt: string;
}

/** What waits for review, oldest first. */
export async function listPending(db: Db, kind: ReviewKind): Promise<PendingItem[]> {
  const rows = await pendingReview(db, kind);
  return rows.map((row) => ({
    id: row.id,
    name: pickText(row.name, 'english', row.original),
    owner: row.company ? `${row.nickname} (${row.company})` : row.nickname,
    updatedAt: row.updated,
  }));
}

/** What the seller reads of a decision, by kind and decision ({{name}}: the item, {{reason}}: the operator's words). */
const DECISION_NEWS: Record<ReviewKind, Record<Decision, { title: Localised; text: Localised }>> = {
  goods: {
    pass: {
      title: localised('Goods approved', '商品审核通过', 'Produto aprovado', 'Producto aprobado'),
      text: localised(
        '“{{name}}” passed review and is on sale.',
        '“{{name}}”已通过审核，现已上架。',
        '“{{name}}” foi aprovado e está à venda.',
        '“{{name}}” fue aprobado y está a la venta.',
      ),
    },
    reject: {
      title: localised('Goods not approved', '商品审核未通过', 'Produto não aprovado', 'Producto no aprobado'),
      text: localised(
        '“{{name}}” was not approved: {{reason}} Edit it and submit it again.',
        '“{{name}}”未通过审核：{{reason}} 请修改后重新提交。',
        '“{{name}}” não foi aprovado: {{reason}} Edite e envie de novo.',
        '“{{name}}” no fue aprobado: {{reason}} Edítalo y envíalo de nuevo.',
      ),
    },
    cancel: {
      title: localised('Goods taken off sale', '商品已被下架', 'Produto retirado da venda', 'Producto retirado de la venta'),
      text: localised(
        '“{{name}}” was taken off sale: {{reason}}',
        '“{{name}}”已被平台下架：{{reason}}',
        '“{{name}}” foi retirado da venda: {{reason}}',
        '“{{name}}” fue retirado de la venta: {{reason}}',
      ),
    },
  },
  brands: {
    pass: {
      title: localised('Brand approved', '品牌审核通过', 'Marca aprovada', 'Marca aprobada'),
      text: localised('Your brand “{{name}}” passed review.', '您的品牌“{{name}}”已通过审核。', 'A sua marca “{{name}}” foi aprovada.', 'Tu marca “{{name}}” fue aprobada.'),
    },
    reject: {
      title: localised('Brand not approved', '品牌审核未通过', 'Marca não aprovada', 'Marca no aprobada'),
      text: localised(
        'Your brand “{{name}}” was not approved: {{reason}} Edit it and submit it again.',
        '您的品牌“{{name}}”未通过审核：{{reason}} 请修改后重新提交。',
        'A sua marca “{{name}}” não foi aprovada: {{reason}} Edite e envie de novo.',
        'Tu marca “{{name}}” no fue aprobada: {{reason}} Edítala y envíala de nuevo.',
      ),
    },
    cancel: {
      title: localised('Brand withdrawn', '品牌已被撤销', 'Marca retirada', 'Marca retirada'),
      text: localised(
        'Your brand “{{name}}” was withdrawn: {{reason}}',
        '您的品牌“{{name}}”已被撤销：{{reason}}',
        'A sua marca “{{name}}” foi retirada: {{reason}}',
        'Tu marca “{{name}}” fue retirada: {{reason}}',
      ),
    },
  },
};

const fill = (text: Localised, params: Record<string, Localised>): Localised =>
  eachLanguage((language) => text[language].replace(/\{\{(\w+)\}\}/g, (_, key: string) => params[key]?.[language] ?? ''));

/**
 * Records an operator's decision, its audit line and the seller's message. A rejection needs a
 * reason the seller will read; passing an item puts it on the shelf, since the seller asked for it
 * to be published. `expect` refuses a decision on an item no longer in that state (two operators
 * deciding at once, or a page left open).
 */
export async function decide(
  db: Db | Transaction<Database>,
  kind: ReviewKind,
  id: number,
  decision: Decision,
  reason = '',
  operatorId: OperatorId = null,
  expect?: string,
): Promise<void> {
  if (decision !== 'pass' && !reason.trim()) throw new BusinessError('operator.reasonRequired');
  const before = await lockReviewSubject(db, kind, id);
  if (!before) throw new BusinessError('resource.notFound');
  if (expect !== undefined && before.audit_status !== expect) throw new BusinessError('operator.alreadyDecided');
  const after = { audit_status: STATUS[decision], audit_reason: decision === 'pass' ? '' : reason.trim(), putaway: decision === 'pass' };
  if (kind === 'goods') await updateGoods(db, id, { ...after, updated_at: new Date() });
  else await updateBrand(db, id, { ...after, updated_at: new Date() });
  await recordAction(
    db,
    operatorId,
    `review.${decision}`,
    { kind, id },
    { audit_status: before.audit_status, audit_reason: before.audit_reason, putaway: before.putaway },
    after,
    after.audit_reason,
  );
  const name = allLanguages(before.name);
  const words = localised(after.audit_reason, after.audit_reason, after.audit_reason, after.audit_reason);
  const news = DECISION_NEWS[kind][decision];
  await notify(db, before.owner, {
    title: news.title,
    text: fill(news.text, { name, reason: words }),
    link: { text: localised('Open', '查看', 'Abrir', 'Abrir'), path: kind === 'goods' ? '/personalProduct' : '/personalBrand', params: {} },
  });
  await announceChange(db);
}

/**
 * Sets one exchange rate, keeps it in the rates' history with its audit line, and re-prices every
 * item for sorting, in one transaction (the caller's when it runs in one).
 */
export async function setRate(db: Db | Transaction<Database>, currency: string, perUsd: number, asOf: string, source: string, operatorId: OperatorId = null): Promise<void> {
  if (!isCurrency(currency)) throw new Error(`Unknown currency ${currency}: one of ${CURRENCIES.join(', ')}.`);
  if (currency === 'USD' && perUsd !== 1) throw new Error('USD is the base currency: its rate is 1.');
  if (!(perUsd > 0)) throw new BusinessError('operator.rateInvalid');
  // A rate applies from a day that has begun somewhere: not later than tomorrow in UTC.
  if (!/^\d{4}-\d{2}-\d{2}$/.test(asOf) || Number.isNaN(Date.parse(asOf)) || Date.parse(asOf) > Date.now() + 86_400_000) throw new BusinessError('operator.dateInvalid');
  const write = async (trx: Transaction<Database>) => {
    const before = await lockExchangeRate(trx, currency);
    await saveExchangeRate(trx, { currency, perUsd, asOf, source, operatorId });
    await repriceGoods(trx, currency, perUsd);
    await recordAction(
      trx,
      operatorId,
      'rate.set',
      { kind: 'rate', id: CURRENCIES.indexOf(currency) },
      before ? { currency, per_usd: Number(before.per_usd), as_of: String(before.as_of), source: before.source } : { currency },
      { currency, per_usd: perUsd, as_of: asOf, source },
    );
  };
  if (db.isTransaction) await write(db as Transaction<Database>);
  else await db.transaction().execute(write);
  forgetRates();
  await announceChange(db);
}
