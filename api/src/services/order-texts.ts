import { localised, type Localised } from '@puente/shared/contract';
import { ORDER_WORDS, orderEventLocalised, type OrderEventName } from '@puente/shared/messages';

export type { OrderEventName };

/**
 * What each event of an order is called in messages, in every language: the order's words
 * (shared/src/contract/order-words), which the timeline and the progress of its page read too.
 */
export const ORDER_EVENT_NAMES = Object.fromEntries((Object.keys(ORDER_WORDS.english.event) as OrderEventName[]).map((event) => [event, orderEventLocalised(event)])) as Record<
  OrderEventName,
  Localised
>;

export const ORDER_LINK_TEXT = localised('View the order', '查看订单', 'Ver o pedido', 'Ver el pedido');
export const ORDER_LABEL = localised('Order', '订单', 'Pedido', 'Pedido');
export const QUOTATION_REQUEST = localised('New quotation request', '新的询价', 'Nova solicitação de cotação', 'Nueva solicitud de cotización');
export const QUOTATION_ANSWERED = localised('Your quotation is ready', '您的报价已到', 'A sua cotação está pronta', 'Tu cotización está lista');
export const QUOTATION_LINK_TEXT = localised('Open the quotation', '查看报价', 'Abrir a cotação', 'Abrir la cotización');
export const WITHDRAWAL_TEXT = localised('Withdrawal submitted', '提现已提交', 'Saque solicitado', 'Retiro solicitado');
export const LOGISTICS_PROVIDERS: Record<'domesticExpress' | 'freightCarrier', Localised> = {
  domesticExpress: localised('Domestic express (door to port)', '国内快递（门到港）', 'Expresso doméstico (porta ao porto)', 'Exprés nacional (puerta a puerto)'),
  freightCarrier: localised('Freight carrier (full container)', '货运代理（整柜）', 'Transportadora de carga (contêiner cheio)', 'Transportista de carga (contenedor completo)'),
};
