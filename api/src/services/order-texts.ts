import { localised, type Localised, type OrderAction } from '@puente/shared/contract';

export type OrderEventName =
  OrderAction | 'cancel' | 'requestAfterSales' | 'acceptAfterSales' | 'rejectAfterSales' | 'requestArbitration' | 'resolveArbitration' | 'enterLogistics' | 'paymentFailed';

/** What each step of an order is called in messages and on the timeline. */
export const ORDER_EVENT_NAMES: Record<OrderEventName, Localised> = {
  create: localised('New order', '新订单', 'Novo pedido', 'Nuevo pedido'),
  confirm: localised('Order confirmed by the seller', '卖家已确认订单', 'Pedido confirmado pelo vendedor', 'Pedido confirmado por el vendedor'),
  configure: localised(
    'Order configured: delivery and deposit set',
    '订单已配置：交期和定金已设定',
    'Pedido configurado: prazo e sinal definidos',
    'Pedido configurado: plazo y anticipo definidos',
  ),
  confirmConfiguration: localised('Configuration confirmed by the buyer', '买家已确认配置', 'Configuração confirmada pelo comprador', 'Configuración confirmada por el comprador'),
  payDeposit: localised('Deposit paid', '定金已支付', 'Sinal pago', 'Anticipo pagado'),
  prepareStock: localised('Stock prepared', '备货完成', 'Estoque preparado', 'Stock preparado'),
  declareCustoms: localised('Customs declared', '已报关', 'Despacho aduaneiro declarado', 'Aduana declarada'),
  confirmCustoms: localised('Customs declaration confirmed', '报关已确认', 'Declaração aduaneira confirmada', 'Declaración aduanera confirmada'),
  payBalance: localised('Balance paid', '尾款已支付', 'Saldo pago', 'Saldo pagado'),
  shipDomestic: localised('Shipped to the port', '已发往港口', 'Enviado ao porto', 'Enviado al puerto'),
  submitInsurance: localised('Cargo insurance submitted', '已提交货物保险', 'Seguro da carga enviado', 'Seguro de la carga presentado'),
  shipOverseas: localised('On its way overseas', '已海外发运', 'Em trânsito internacional', 'En tránsito internacional'),
  confirmArrival: localised('Arrived at the destination port', '已到达目的港', 'Chegou ao porto de destino', 'Llegó al puerto de destino'),
  pickUp: localised('Goods picked up', '已提货', 'Mercadoria retirada', 'Mercancía retirada'),
  complete: localised('Order completed', '订单已完成', 'Pedido concluído', 'Pedido completado'),
  requestSettlement: localised('Settlement requested', '已申请结算', 'Liquidação solicitada', 'Liquidación solicitada'),
  settle: localised('Order settled', '订单已结算', 'Pedido liquidado', 'Pedido liquidado'),
  cancel: localised('Order cancelled', '订单已取消', 'Pedido cancelado', 'Pedido cancelado'),
  requestAfterSales: localised('After-sales requested', '已申请售后', 'Pós-venda solicitado', 'Posventa solicitada'),
  acceptAfterSales: localised('After-sales accepted', '售后已同意', 'Pós-venda aceito', 'Posventa aceptada'),
  rejectAfterSales: localised('After-sales rejected', '售后已拒绝', 'Pós-venda recusado', 'Posventa rechazada'),
  requestArbitration: localised('Arbitration requested', '已申请仲裁', 'Arbitragem solicitada', 'Arbitraje solicitado'),
  resolveArbitration: localised('Arbitration decided', '仲裁已裁决', 'Arbitragem decidida', 'Arbitraje resuelto'),
  enterLogistics: localised('Logistics details updated', '物流信息已更新', 'Dados logísticos atualizados', 'Datos logísticos actualizados'),
  paymentFailed: localised('Payment failed', '支付失败', 'Pagamento não concluído', 'Pago no completado'),
};

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
