import type { FastifyInstance } from 'fastify';
import { calls } from '@puente/shared/contract';
import { loadCategories, withDescendants } from '../services/categories';
import { pickText } from '../services/localised';
import { convertMinor, loadRates } from '../services/money';
import { goodsCategory } from '../services/goods';
import { defineRoute } from './define-route';
import * as catalogueRepository from '../repositories/catalogue';
import { categoryTree } from './site';

/** Categories as a flat list or a subtree, the attribute dictionary, and currency conversion. */
export async function catalogueReferenceRoutes(app: FastifyInstance) {
  defineRoute(
    app,
    calls.listCategories,
    async ({ body, db, language }) => {
      let rows = await loadCategories(db);
      if (body.goodsType) rows = rows.filter((row) => row.root === body.goodsType);
      if (body.parentId) rows = rows.filter((row) => row.parent_id === body.parentId);
      return { list: rows.map((row) => ({ id: row.id, title: pickText(row.title, language), type: row.root, parentId: row.parent_id })) };
    },
    { cache: true },
  );

  defineRoute(
    app,
    calls.getAllChildCategoryTypes,
    async ({ body, db, language }) => {
      const rows = await loadCategories(db);
      const node = goodsCategory(rows, body.id, body.goodsType);
      const ids = new Set(withDescendants(rows, node.id));
      const subtree = rows.filter((row) => ids.has(row.id) && row.id !== node.id);
      return { list: categoryTree(subtree, language, node.id) };
    },
    { cache: true },
  );

  defineRoute(
    app,
    calls.listAttributes,
    async ({ body, db, language }) => {
      const { rows: page, total } = await catalogueRepository.listAttributes(db, body);
      // Units and suggested values in the reader's language: a value picked in any language reads right in every other.
      return {
        list: page.map((row) => ({
          id: row.id,
          name: pickText(row.name, language),
          unit: row.translations?.unit?.[language] ?? row.unit,
          values: row.values.map((value) => row.translations?.values?.[value]?.[language] ?? value),
        })),
        total,
      };
    },
    { cache: true },
  );

  defineRoute(app, calls.currencyConvert, async ({ body, db, currency }) => {
    const rates = await loadRates(db);
    const minor = Math.round(body.amount * 100);
    return {
      data: {
        amount: body.amount,
        currency: body.currency,
        showAmount: convertMinor(minor, body.currency, currency, rates) / 100,
        showCurrency: currency,
        rate: rates.perUsd[currency] / rates.perUsd[body.currency],
        asOf: rates.asOf,
      },
    };
  });
}
