import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { ORDER_PATHS, ORDER_STATUS, TRADE_TERMS, type OrderNode, type TradeTerm } from '@puente/shared/contract';
import type { Database } from '../src/db/schema';
import type { FileStore } from '../src/services/file-store';

/** The file store to write through, on the seed's transaction. */
export type FilesFor = (db: Kysely<Database>) => FileStore;
import { post } from '../src/services/ledger';
import { advance, cancel, newOrderNo, notifyParties, recordEvent, settle } from '../src/services/orders';

type Trx = Transaction<Database>;

/** Where each seeded order of a trade term stops, so every status and term has something to show. */
const STOPS: Record<TradeTerm, OrderNode[]> = {
  EXW: ['created', 'configured', 'configurationConfirmed', 'stocked', 'pickedUp', 'completed', 'settled'],
  FOB: ['created', 'configurationConfirmed', 'depositPaid', 'declared', 'customsConfirmed', 'domesticShipped', 'completed', 'settlementRequested', 'settled'],
  'C&F': ['confirmed', 'stocked', 'declared', 'balancePaid', 'overseasShipped', 'arrived', 'settled'],
  CIF: ['configurationConfirmed', 'declared', 'insuranceSubmitted', 'pickedUp', 'completed', 'settled'],
};

/** A one-page PDF with a quotation's text: seeded quotations come with a real file. */
export function quotationPdf(lines: string[]): Buffer {
  const text = lines.map((line, i) => `BT /F1 12 Tf 60 ${760 - i * 20} Td (${line.replace(/[()\\]/g, '')}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export async function storeSeedFile(trx: Trx, files: FilesFor | null, ownerId: number, bytes: Buffer, name: string): Promise<string> {
  if (!files) return '';
  const fileName = `${randomBytes(16).toString('hex')}.pdf`;
  await files(trx).put(fileName, bytes);
  await trx.insertInto('uploads').values({ owner_id: ownerId, file_name: fileName, mime: 'application/pdf', size: bytes.length, original_name: name }).execute();
  return `/uploads/${fileName}`;
}

/**
 * Orders in every status and trade term between the demo buyer and seller (some brought by the
 * demo broker), walked through the real order machine; payments, settlements, quotations,
 * messages, payee accounts and a withdrawal, so every personal-centre screen shows something true.
 */
export async function seedTrade(trx: Trx, ids: { buyer: number; seller: number; broker: number }, files: FilesFor | null): Promise<void> {
  const address = (userId: number, kind: 'shipping' | 'billing', values: Record<string, string>) =>
    trx
      .insertInto('addresses')
      .values({ user_id: userId, kind, is_default: true, deleted_at: null, province: '', postal_code: '', company: '', tax_id: '', ...values } as never)
      .returningAll()
      .executeTakeFirstOrThrow();
  const shipping = await address(ids.buyer, 'shipping', {
    contact_name: 'Lucía Hernández',
    phone: '+52-81-5550-1234',
    country_code: 'MX',
    province: 'Nuevo León',
    city: 'Monterrey',
    street: 'Av. Constitución 1500, Centro',
    postal_code: '64000',
    company: 'Importadora Lucero S.A. de C.V.',
  });
  await address(ids.buyer, 'billing', {
    contact_name: 'Lucía Hernández',
    phone: '+52-55-5550-9876',
    country_code: 'MX',
    province: 'Ciudad de México',
    city: 'Ciudad de México',
    street: 'Paseo de la Reforma 250, Juárez',
    postal_code: '06600',
    company: 'Importadora Lucero S.A. de C.V.',
    tax_id: 'ILU150301AB2',
  });
  await address(ids.broker, 'shipping', {
    contact_name: 'Rafael Souza',
    phone: '+55-11-98765-4321',
    country_code: 'BR',
    province: 'São Paulo',
    city: 'Santos',
    street: 'Rua do Comércio 45',
    postal_code: '11010-140',
  });
  const shippingJson = JSON.stringify({
    id: shipping.id,
    kind: 'shipping',
    contactName: shipping.contact_name,
    phone: shipping.phone,
    countryCode: shipping.country_code,
    province: shipping.province,
    city: shipping.city,
    street: shipping.street,
    postalCode: shipping.postal_code,
    company: shipping.company,
    taxId: shipping.tax_id,
    isDefault: true,
  });

  const goods = await trx
    .selectFrom('goods')
    .selectAll()
    .where('seller_id', '=', ids.seller)
    .where('audit_status', '=', '1000')
    .where('putaway', '=', true)
    .orderBy('id')
    .execute();
  let orderIndex = 0;
  for (const term of TRADE_TERMS) {
    const offering = goods.filter((g) => (g.trade_terms as string[]).includes(term));
    for (const stop of [...STOPS[term], ...(term === 'FOB' ? (['cancelled'] as const) : [])]) {
      const item = offering[orderIndex % offering.length]!;
      orderIndex += 1;
      await walkOrder(trx, {
        buyer: ids.buyer,
        seller: ids.seller,
        broker: orderIndex % 3 === 0 ? ids.broker : null,
        item,
        quantity: item.min_order * (1 + (orderIndex % 3)),
        term,
        stop,
        shipping: shippingJson,
        createdAt: new Date(Date.now() - (60 - orderIndex) * 86_400_000),
      });
    }
  }

  // Quotations both ways: asked by the buyer and the broker, answered or waiting.
  const ask = async (buyerId: number, goodsIndex: number, answered: boolean, note: string) => {
    const item = goods[goodsIndex % goods.length]!;
    const row = await trx
      .insertInto('quotations')
      .values({
        buyer_id: buyerId,
        seller_id: ids.seller,
        goods_id: item.id,
        quantity: item.min_order * 10,
        unit: item.unit,
        trade_term: 'FOB',
        destination: buyerId === ids.buyer ? 'Manzanillo, Mexico' : 'Santos, Brazil',
        message: note,
        request_file: '',
        target_minor: Math.round(item.price_minor * 0.9),
        currency: item.currency,
        quoted_minor: null,
        quoted_currency: null,
        quotation_file: '',
        seller_note: '',
        valid_until: null,
        quoted_at: null,
        viewed_by_seller: answered,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (answered) {
      const file = await storeSeedFile(
        trx,
        files,
        ids.seller,
        quotationPdf([
          'Puente quotation',
          `Quotation ${row.id} - FOB Shenzhen`,
          `Quantity: ${item.min_order * 10} ${item.unit}`,
          `Unit price: ${(item.price_minor * 0.93) / 100} ${item.currency}`,
          'Validity: 30 days. Deposit 30 %, balance before shipment.',
        ]),
        `quotation-${row.id}.pdf`,
      );
      await trx
        .updateTable('quotations')
        .set({
          status: 'quoted',
          quoted_minor: Math.round(item.price_minor * 0.93),
          quoted_currency: item.currency,
          quotation_file: file,
          seller_note: 'Price includes export cartons and loading at Shenzhen.',
          valid_until: '2027-01-31',
          viewed_by_buyer: false,
          quoted_at: new Date(),
        })
        .where('id', '=', row.id)
        .execute();
    }
  };
  await ask(ids.buyer, 1, true, 'Please quote 10 times the minimum order with Spanish labelling.');
  await ask(ids.buyer, 4, false, 'We need delivery before March; can you confirm the lead time?');
  await ask(ids.broker, 7, true, 'For a distributor in São Paulo, INMETRO certification required.');

  // Payee accounts, a PingPong merchant and a withdrawal paid out of the seller's income.
  const account = await trx
    .insertInto('receiving_accounts')
    .values({
      user_id: ids.seller,
      kind: 'bank',
      holder_name: 'Shenzhen Haiqiao Electronics Co., Ltd.',
      bank_name: 'Bank of China, Shenzhen Branch',
      branch: 'Futian Sub-branch',
      account_number: '6217 8520 0001 2345 678',
      swift: 'BKCHCNBJ45A',
      country_code: 'CN',
      currency: 'CNH',
      provider_ref: '',
      deleted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('receiving_accounts')
    .values({
      user_id: ids.broker,
      kind: 'bank',
      holder_name: 'Rafael Souza',
      bank_name: 'Banco do Brasil',
      branch: 'Agência 1234-5 Santos',
      account_number: '12345-6',
      swift: 'BRASBRRJSTS',
      country_code: 'BR',
      currency: 'BRL',
      provider_ref: '',
      deleted_at: null,
    })
    .execute();
  await trx
    .insertInto('pingpong_merchants')
    .values({
      user_id: ids.seller,
      merchant_id: 'PP-SBX-HAIQIAO',
      company_name: 'Shenzhen Haiqiao Electronics Co., Ltd.',
      contact_email: 'finance@haiqiao.example',
      status: 'active',
    })
    .execute();
  const income = await trx
    .selectFrom('ledger_entries')
    .select(['currency', (eb) => eb.fn.sum<string>('amount_minor').as('total')])
    .where('user_id', '=', ids.seller)
    .where('account', '=', 'available')
    .groupBy('currency')
    .orderBy('currency')
    .executeTakeFirst();
  if (income && Number(income.total) > 0) {
    const amount = Math.floor(Number(income.total) / 4);
    const withdrawal = await trx
      .insertInto('withdrawals')
      .values({ user_id: ids.seller, account_id: account.id, amount_minor: amount, currency: income.currency, status: 'paid' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await post(trx, [
      { userId: ids.seller, account: 'available', kind: 'withdrawal', amountMinor: -amount, currency: income.currency, withdrawalId: withdrawal.id },
      { userId: ids.seller, account: 'withdrawn', kind: 'withdrawal', amountMinor: amount, currency: income.currency, withdrawalId: withdrawal.id },
    ]);
  }

  // Older messages have been read; the latest stay unread in each bell.
  for (const userId of [ids.buyer, ids.seller, ids.broker]) {
    const unread = await trx.selectFrom('messages').select('id').where('user_id', '=', userId).orderBy('id', 'desc').limit(6).execute();
    await trx
      .updateTable('messages')
      .set({ is_read: true })
      .where('user_id', '=', userId)
      .where('id', 'not in', unread.length ? unread.map((m) => m.id) : [0])
      .execute();
  }
}

export interface SeedOrder {
  buyer: number;
  seller: number;
  broker: number | null;
  item: { id: number; name: unknown; original_language: string; images: string[]; unit: string; price_minor: number; currency: string; min_order: number };
  quantity: number;
  term: TradeTerm;
  /** The node the order stops at, or 'cancelled'. */
  stop: OrderNode | 'cancelled';
  shipping: string;
  createdAt: Date;
}

/** One order placed and walked through the real order machine to `stop`, paying into escrow on the way. */
export async function walkOrder(trx: Trx, order_: SeedOrder) {
  const { item, quantity, term, stop } = order_;
  const ids = { buyer: order_.buyer, seller: order_.seller };
  const total = item.price_minor * quantity;
  const deposit = Math.round(total * 0.3);
  const order = await trx
    .insertInto('orders')
    .values({
      order_no: await newOrderNo(trx, order_.createdAt),
      buyer_id: ids.buyer,
      seller_id: ids.seller,
      broker_id: order_.broker,
      trade_term: term,
      status: ORDER_STATUS.pendingConfirmation,
      node: 'created',
      currency: item.currency,
      goods_minor: total,
      deposit_minor: deposit,
      balance_minor: total - deposit,
      configuration: null,
      shipping_address: order_.shipping,
      billing_address: null,
      logistics_provider: term === 'EXW' ? 'domesticExpress' : 'freightCarrier',
      details: JSON.stringify({}),
      after_sales: null,
      remark: '',
      created_at: order_.createdAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('order_items')
    .values({
      order_id: order.id,
      goods_id: item.id,
      name: JSON.stringify(item.name),
      original_language: item.original_language,
      image: item.images[0] ?? '',
      unit: item.unit,
      quantity,
      price_minor: item.price_minor,
    })
    .execute();
  await recordEvent(trx, { id: order.id, node: 'created', status: 0 }, { userId: ids.buyer, role: 'buyer' }, 'create', { node: 'created', status: 0 });
  await notifyParties(trx, order, ids.buyer, 'create');
  if (stop === 'cancelled') {
    await cancel(trx, order.id, { userId: ids.buyer }, 'Ordered the wrong model', async () => undefined);
    return order;
  }
  for (const step of ORDER_PATHS[term].slice(1)) {
    if (step.node === 'settled') await settle(trx, order.id);
    else {
      const actor = step.role === 'buyer' ? ids.buyer : ids.seller;
      const patch: Record<string, unknown> = {};
      if (step.action === 'configure') {
        patch.configuration = JSON.stringify({ depositRatio: 30, deliveryDate: '2027-01-20', packaging: 'Export cartons on fumigated pallets', note: '' });
      }
      if (step.action === 'payDeposit' || step.action === 'payBalance') {
        const amount = step.action === 'payDeposit' ? order.deposit_minor : order.balance_minor;
        await trx
          .insertInto('payments')
          .values({
            order_id: order.id,
            payer_id: ids.buyer,
            step: step.action === 'payDeposit' ? 'deposit' : 'balance',
            amount_minor: amount,
            currency: order.currency,
            provider: 'sandbox',
            provider_ref: `sbx_seed_${order.id}_${step.action}`,
            status: 'succeeded',
            idempotency_key: `seed-${order.id}-${step.action}`,
            completed_at: new Date(),
          })
          .execute();
        await post(trx, [
          { userId: null, account: 'escrow', kind: step.action === 'payDeposit' ? 'deposit' : 'balance', amountMinor: amount, currency: order.currency, orderId: order.id },
        ]);
      }
      if (step.action === 'declareCustoms') patch.details = JSON.stringify({ customs: { declarationNumber: `5301-2026-${String(order.id).padStart(6, '0')}`, note: '' } });
      await advance(trx, order.id, { userId: actor }, step.action, patch as never);
    }
    if (step.node === stop) break;
  }
  return order;
}
