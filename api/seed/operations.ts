import type { Transaction } from 'kysely';
import type { Database } from '../src/db/schema';
import { quotationPdf, storeSeedFile, walkOrder, type FilesFor } from './trade';

type Trx = Transaction<Database>;

const DAY = 86_400_000;

/** Members who came to the platform with something for its operators to decide (they cannot sign in). */
const PEOPLE = [
  { phone: '573015550142', nickname: 'Camila Rojas', country: 'CO', company: null },
  { phone: '51987450213', nickname: 'Diego Paredes', country: 'PE', company: 'Paredes Trading S.A.C.' },
  { phone: '56991234870', nickname: 'Valentina Soto', country: 'CL', company: 'Importadora Austral SpA' },
] as const;

/**
 * What waits for the operators in the demo: two broker applications (a person and a company with
 * its licence), an order whose after-sales request went to arbitration, service enquiries and a
 * complaint. Reviews and settlements wait in the catalogue's and the trade's own demo data.
 */
export async function seedOperations(trx: Trx, ids: { seller: number }, files: FilesFor | null): Promise<void> {
  const people: number[] = [];
  for (const person of PEOPLE) {
    const row = await trx
      .insertInto('users')
      .values({
        phone: person.phone,
        username: null,
        password_hash: '!',
        nickname: person.nickname,
        head: '',
        role: 'buyer',
        country_code: person.country,
        company_name: person.company,
        info_complete: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    people.push(row.id);
  }
  const [camila, diego, valentina] = people as [number, number, number];

  const licence = await storeSeedFile(
    trx,
    files,
    diego,
    quotationPdf([
      'SUNAT - Ficha RUC',
      'Paredes Trading S.A.C.',
      'RUC 20605123487',
      'Av. Javier Prado Este 4200, Santiago de Surco, Lima',
      'Actividad: comercio al por mayor de maquinaria y equipo',
    ]),
    'ficha-ruc-paredes-trading.pdf',
  );
  await trx
    .insertInto('broker_applications')
    .values([
      {
        user_id: camila,
        broker_type: 1,
        details: JSON.stringify({
          name: 'Camila Rojas Medina',
          idCard: '1020456789',
          receivingAccountBank: 'Bancolombia',
          receivingOpenAccountBank: 'Sucursal Medellín Centro',
          receivingAccountBankCardNumber: '52012345678',
        }),
        created_at: new Date(Date.now() - 3 * DAY),
      },
      {
        user_id: diego,
        broker_type: 2,
        details: JSON.stringify({
          companyName: 'Paredes Trading S.A.C.',
          businessAddress: 'Av. Javier Prado Este 4200, Santiago de Surco, Lima',
          businessLicense: licence,
          receivingAccountBank: 'BCP Banco de Crédito del Perú',
          receivingOpenAccountBank: 'Agencia San Isidro',
          receivingAccountBankCardNumber: '19412345678901',
        }),
        created_at: new Date(Date.now() - DAY),
      },
    ])
    .execute();

  // An order the buyer picked up short: the seller refused the refund, the buyer asked the platform.
  const item = await trx
    .selectFrom('goods')
    .select(['id', 'name', 'original_language', 'images', 'unit', 'price_minor', 'currency', 'min_order', 'trade_terms'])
    .where('seller_id', '=', ids.seller)
    .where('audit_status', '=', '1000')
    .where('putaway', '=', true)
    .orderBy('id')
    .execute();
  const goods = item.find((g) => (g.trade_terms as string[]).includes('CIF')) ?? item[0]!;
  const shipping = JSON.stringify({
    kind: 'shipping',
    contactName: 'Valentina Soto',
    phone: '+56-9-9123-4870',
    countryCode: 'CL',
    province: 'Valparaíso',
    city: 'San Antonio',
    street: 'Av. Barros Luco 1613',
    postalCode: '2660000',
    company: 'Importadora Austral SpA',
    taxId: '',
    isDefault: true,
  });
  const order = await walkOrder(trx, {
    buyer: valentina,
    seller: ids.seller,
    broker: null,
    item: goods,
    quantity: goods.min_order * 2,
    term: (goods.trade_terms as string[]).includes('CIF') ? 'CIF' : 'FOB',
    stop: 'pickedUp',
    shipping,
    createdAt: new Date(Date.now() - 40 * DAY),
  });
  const refundMinor = Math.round((order.goods_minor * 0.25) / 100) * 100;
  await trx
    .updateTable('orders')
    .set({
      after_sales: JSON.stringify({
        status: 'arbitration',
        reason: 'A quarter of the cartons arrived crushed and the units inside do not power on; photos of the pallets were taken at the port of San Antonio.',
        refundMinor,
        images: [],
        note: 'The cartons left our warehouse intact; the damage happened in transit, so the claim belongs with the insurer.',
        arbitrationReason: 'The goods were insured under CIF by the seller; I ask the platform to refund the damaged quarter.',
      }),
      updated_at: new Date(Date.now() - 2 * DAY),
    })
    .where('id', '=', order.id)
    .execute();

  await trx
    .insertInto('service_enquiries')
    .values([
      {
        user_id: null,
        service: 'registration',
        slug: null,
        subject: 'Opening a trading company in São Paulo',
        name: 'Li Qiang',
        company: 'Ningbo Everbright Textiles',
        contact: 'li.qiang@everbright-textiles.cn',
        country_code: 'CN',
        message: 'We export cotton fabric to Brazil and want a local company to import and hold stock. What are the steps, the time it takes and the documents we need?',
        language: 'english',
        created_at: new Date(Date.now() - 4 * DAY),
        updated_at: new Date(Date.now() - 4 * DAY),
      },
      {
        user_id: camila,
        service: 'inspection',
        slug: null,
        subject: 'Inspección de paneles solares antes del embarque',
        name: 'Camila Rojas',
        company: '',
        contact: '+57 301 555 0142',
        country_code: 'CO',
        message: 'Necesito una inspección de 400 paneles solares en la fábrica de Ningbo antes de pagar el saldo. ¿Cuánto cuesta y con cuánta antelación debo pedirla?',
        language: 'spanish',
        created_at: new Date(Date.now() - 2 * DAY),
        updated_at: new Date(Date.now() - 2 * DAY),
      },
    ])
    .execute();
  await trx
    .insertInto('complaints')
    .values({
      user_id: valentina,
      type: 2,
      contact_information: '+56 9 9123 4870',
      contact_name: 'Valentina Soto',
      content: 'Mi pedido llegó con cajas dañadas y el vendedor rechazó el reembolso. Ya pedí el arbitraje de la plataforma; ¿cuándo tendré una respuesta?',
      image_urls: JSON.stringify([]),
      language: 'spanish',
      created_at: new Date(Date.now() - DAY),
    })
    .execute();
}
