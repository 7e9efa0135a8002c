import * as z from 'zod/mini';
import { CATEGORY_ROOTS } from '../constants';
import { defineCall, intSchema, PageRequestSchema } from './define';

/** Site ids of the content calls: the footer's variables, then one site per visit mode. */
export const SITE_IDS = { footer: 1, product: 2, technology: 3, comprehensive: 4 } as const;

const SiteIdSchema = intSchema(1, 99);

export const listSiteVars = defineCall({
  path: '/api/siteVar/list',
  auth: 'none',
  request: z.object({ siteid: SiteIdSchema }),
  reply: z.object({ list: z.array(z.object({ name: z.string(), value: z.string() })) }),
});

export const SiteColumnSchema = z.object({ id: z.number(), siteid: z.number(), name: z.string(), summary: z.string() });

export const listSiteColumns = defineCall({
  path: '/api/siteColumn/list',
  auth: 'none',
  request: z.object({ siteid: SiteIdSchema }),
  reply: z.object({ list: z.array(SiteColumnSchema) }),
});

export const CarouselImageSchema = z.object({
  id: z.number(),
  title: z.string(),
  subtitle: z.string(),
  imageUrl: z.string(),
  link: z.string(),
});

export const listCarouselImages = defineCall({
  path: '/api/carouselImage/list.json',
  auth: 'none',
  request: z.object({ siteid: z._default(SiteIdSchema, SITE_IDS.product) }),
  reply: z.object({ list: z.array(CarouselImageSchema) }),
});

export interface CategoryNode {
  id: number;
  title: string;
  type: number;
  childrenTypeList: CategoryNode[];
}

export const CategoryNodeSchema: z.ZodMiniType<CategoryNode> = z.lazy(() =>
  z.object({ id: z.number(), title: z.string(), type: z.number(), childrenTypeList: z.array(CategoryNodeSchema) }),
);

export const getAllCategoryTypes = defineCall({
  path: '/api/shopGoodsType/getAllType',
  auth: 'none',
  request: z.extend(PageRequestSchema, {
    /** The category root: 1980 China brands, 1981 industrial goods. */
    goodsType: z.pipe(intSchema(0), z.union([z.literal(CATEGORY_ROOTS.china), z.literal(CATEGORY_ROOTS.industry)])),
    /** 1: leave out nodes without goods. */
    ignoreType: z.optional(intSchema(0, 1)),
  }),
  reply: z.object({ list: z.array(CategoryNodeSchema) }),
});

/** For the platform status page: what the API runs (nothing secret: no addresses, no keys, no counts of people). */
export const platformStatus = defineCall({
  path: '/api/platform/status',
  auth: 'none',
  request: z.object({}),
  reply: z.object({
    data: z.object({
      version: z.string(),
      contract: z.string(),
      database: z.enum(['pglite', 'postgres']),
      migrations: z.array(z.string()),
      startedAt: z.number(),
      /** Whether the answering process hears every write (its data listener), so its kept replies are fresh. */
      listener: z.enum(['live', 'lost']),
      /** The exchange rate dated longest ago (null when none is set), and whether it is older than RATE_STALE_DAYS. */
      oldestRate: z.optional(z.nullable(z.object({ currency: z.string(), asOf: z.string(), ageDays: z.number(), stale: z.boolean(), staleAfterDays: z.number() }))),
    }),
  }),
});
