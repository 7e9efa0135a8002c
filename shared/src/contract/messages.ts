import type { Language } from './constants';

/**
 * Messages that both sides show: validation failures and the API's business errors. The API
 * answers with the text in the caller's `showLanguage`; the client shows the same keys for
 * checks it makes before sending. Keys are stable; texts may change.
 */
const m = (english: string, chinese_simplified: string, portuguese: string, spanish: string) => ({
  english,
  chinese_simplified,
  portuguese,
  spanish,
});

export const MESSAGES = {
  'validation.required': m('This field is required', '此项为必填项', 'Este campo é obrigatório', 'Este campo es obligatorio'),
  'validation.invalid': m('Some fields are not valid', '部分字段无效', 'Alguns campos não são válidos', 'Algunos campos no son válidos'),
  'validation.phoneRequired': m('Enter a phone number', '请输入手机号码', 'Informe um número de telefone', 'Introduce un número de teléfono'),
  'validation.phoneTooLong': m(
    'A phone number has at most 20 characters',
    '手机号码最多 20 个字符',
    'O telefone tem no máximo 20 caracteres',
    'El teléfono tiene como máximo 20 caracteres',
  ),
  'validation.phoneChars': m(
    'A phone number may only contain digits, + and -',
    '手机号码只能包含数字、+ 和 -',
    'O telefone só pode conter dígitos, + e -',
    'El teléfono solo puede contener dígitos, + y -',
  ),
  'validation.passwordRequired': m('Enter a password', '请输入密码', 'Informe uma senha', 'Introduce una contraseña'),
  'validation.passwordLength': m(
    'The password must have 6 to 16 characters',
    '密码长度须为 6 到 16 个字符',
    'A senha deve ter de 6 a 16 caracteres',
    'La contraseña debe tener entre 6 y 16 caracteres',
  ),
  'validation.passwordMismatch': m('The two passwords differ', '两次输入的密码不一致', 'As duas senhas são diferentes', 'Las dos contraseñas no coinciden'),
  'validation.codeRequired': m('Enter the verification code', '请输入验证码', 'Informe o código de verificação', 'Introduce el código de verificación'),
  'validation.nicknameRequired': m('Enter a nickname', '请输入昵称', 'Informe um apelido', 'Introduce un apodo'),
  'validation.nicknameTooLong': m(
    'A nickname has at most 40 characters',
    '昵称最多 40 个字符',
    'O apelido tem no máximo 40 caracteres',
    'El apodo tiene como máximo 40 caracteres',
  ),
  'validation.usernameRequired': m('Enter your user name', '请输入用户名', 'Informe seu nome de usuário', 'Introduce tu nombre de usuario'),
  'validation.roleRequired': m('Choose buyer or seller', '请选择买家或卖家', 'Escolha comprador ou vendedor', 'Elige comprador o vendedor'),
  'validation.countryRequired': m('Choose a country', '请选择国家', 'Escolha um país', 'Elige un país'),
  'broker.nameRequired': m('Enter your name', '请输入姓名', 'Informe seu nome', 'Introduce tu nombre'),
  'broker.idCardRequired': m('Enter your ID number', '请输入证件号码', 'Informe o número do documento', 'Introduce tu número de documento'),
  'broker.companyNameRequired': m('Enter the company name', '请输入公司名称', 'Informe o nome da empresa', 'Introduce el nombre de la empresa'),
  'broker.licenceRequired': m(
    'Upload a photo of the business licence',
    '请上传营业执照照片',
    'Envie uma foto da licença comercial',
    'Sube una foto de la licencia comercial',
  ),
  'broker.licenceUploading': m(
    'The business licence photo upload is not finished',
    '营业执照照片尚未上传完成',
    'O envio da foto da licença comercial não terminou',
    'La subida de la foto de la licencia comercial no ha terminado',
  ),
  'broker.addressRequired': m('Enter the business address', '请输入经营地址', 'Informe o endereço comercial', 'Introduce la dirección comercial'),
  'broker.bankRequired': m('Enter the bank name', '请输入开户银行', 'Informe o nome do banco', 'Introduce el nombre del banco'),
  'broker.branchRequired': m('Enter the account-opening branch', '请输入开户支行', 'Informe a agência de abertura da conta', 'Introduce la sucursal de apertura de la cuenta'),
  'broker.cardRequired': m('Enter the card number', '请输入银行卡号', 'Informe o número do cartão', 'Introduce el número de tarjeta'),
  'auth.pleaseLogin': m('Please log in first', '请先登录', 'Faça login primeiro', 'Inicia sesión primero'),
  'auth.loginFailed': m(
    'The phone number or password is wrong',
    '手机号码或密码错误',
    'Telefone ou senha incorretos',
    'El teléfono o la contraseña son incorrectos',
  ),
  'auth.usernameLoginFailed': m(
    'The user name or password is wrong',
    '用户名或密码错误',
    'Nome de usuário ou senha incorretos',
    'El nombre de usuario o la contraseña son incorrectos',
  ),
  'auth.phoneTaken': m(
    'This phone number is already registered',
    '该手机号码已注册',
    'Este telefone já está cadastrado',
    'Este teléfono ya está registrado',
  ),
  'auth.accountMissing': m('No account uses this phone number', '该手机号码未注册', 'Nenhuma conta usa este telefone', 'Ninguna cuenta usa este teléfono'),
  'auth.codeInvalid': m(
    'The verification code is wrong or has expired',
    '验证码错误或已过期',
    'O código de verificação está errado ou expirou',
    'El código de verificación es incorrecto o ha caducado',
  ),
  'auth.codeSent': m('The verification code was sent', '验证码已发送', 'O código de verificação foi enviado', 'Se ha enviado el código de verificación'),
  'auth.tooManyAttempts': m(
    'Too many attempts. Try again in {{seconds}} seconds',
    '尝试次数过多，请在 {{seconds}} 秒后重试',
    'Tentativas demais. Tente de novo em {{seconds}} segundos',
    'Demasiados intentos. Vuelve a intentarlo en {{seconds}} segundos',
  ),
  'auth.alreadyCompleted': m(
    'This account is already complete',
    '该账户信息已完善',
    'Esta conta já está completa',
    'Esta cuenta ya está completa',
  ),
  'resource.notFound': m('This item does not exist or is no longer available', '该内容不存在或已下架', 'Este item não existe ou não está mais disponível', 'Este elemento no existe o ya no está disponible'),
  'resource.forbidden': m('You can only change your own items', '您只能修改自己的内容', 'Você só pode alterar os seus próprios itens', 'Solo puedes modificar tus propios elementos'),
  'goods.publishSellerOnly': m(
    'Only sellers who have completed registration can publish goods',
    '只有完成注册的卖家才能发布商品',
    'Só vendedores com cadastro completo podem publicar produtos',
    'Solo los vendedores con el registro completo pueden publicar productos',
  ),
  'goods.notPassed': m(
    'Goods can be put on the shelf only after they pass review',
    '商品审核通过后才能上架',
    'O produto só pode ser colocado à venda depois de aprovado',
    'El producto solo puede ponerse a la venta después de ser aprobado',
  ),
  'goods.categoryInvalid': m('Choose a category from the list', '请从列表中选择类目', 'Escolha uma categoria da lista', 'Elige una categoría de la lista'),
  'goods.imagesRequired': m('Add one to ten images', '请添加 1 到 10 张图片', 'Adicione de uma a dez imagens', 'Añade de una a diez imágenes'),
  'goods.tradeTermsRequired': m('Choose at least one trade term', '请至少选择一种贸易条款', 'Escolha pelo menos um termo de comércio', 'Elige al menos un término comercial'),
  'goods.priceInvalid': m('Enter a price above zero', '请输入大于零的价格', 'Informe um preço maior que zero', 'Introduce un precio mayor que cero'),
  'goods.unitInvalid': m('Choose a unit from the list', '请从列表中选择单位', 'Escolha uma unidade da lista', 'Elige una unidad de la lista'),
  'goods.nameRequired': m('Enter the product name in at least one language', '请至少用一种语言填写商品名称', 'Informe o nome do produto em pelo menos um idioma', 'Introduce el nombre del producto en al menos un idioma'),
  'brand.inUse': m(
    'This brand still has goods: move or delete them first',
    '该品牌下仍有商品，请先移走或删除',
    'Esta marca ainda tem produtos: mova ou exclua-os primeiro',
    'Esta marca todavía tiene productos: muévelos o elimínalos primero',
  ),
  'brand.notPassed': m(
    'A brand can be shown only after it passes review',
    '品牌审核通过后才能展示',
    'A marca só pode ser exibida depois de aprovada',
    'La marca solo puede mostrarse después de ser aprobada',
  ),
  'brand.invalid': m('Choose one of your approved brands', '请选择您已通过审核的品牌', 'Escolha uma das suas marcas aprovadas', 'Elige una de tus marcas aprobadas'),
  'currency.unknown': m('This currency is not supported', '不支持该币种', 'Esta moeda não é aceita', 'Esta moneda no está admitida'),
  'upload.missing': m('Choose a file to upload', '请选择要上传的文件', 'Escolha um arquivo para enviar', 'Elige un archivo para subir'),
  'upload.type': m(
    'Only JPEG, PNG, WebP images and PDF files can be uploaded',
    '只能上传 JPEG、PNG、WebP 图片和 PDF 文件',
    'Só é possível enviar imagens JPEG, PNG, WebP e arquivos PDF',
    'Solo se pueden subir imágenes JPEG, PNG, WebP y archivos PDF',
  ),
  'upload.tooLarge': m('The file is larger than 10 MB', '文件超过 10 MB', 'O arquivo tem mais de 10 MB', 'El archivo supera los 10 MB'),
  'upload.invalidUrl': m('Upload the file again', '请重新上传文件', 'Envie o arquivo novamente', 'Vuelve a subir el archivo'),
  'upload.notYours': m('Use files you uploaded yourself', '请使用您本人上传的文件', 'Use arquivos enviados por você', 'Usa archivos que hayas subido tú'),
  'requirement.titleRequired': m('Give the requirement a title', '请填写需求标题', 'Dê um título à demanda', 'Ponle un título a la demanda'),
  'requirement.quantityInvalid': m('Enter a quantity above zero', '请输入大于零的数量', 'Informe uma quantidade maior que zero', 'Introduce una cantidad mayor que cero'),
  'requirement.deliveryDateInvalid': m('Choose a delivery date from today on', '请选择今天或之后的交货日期', 'Escolha uma data de entrega a partir de hoje', 'Elige una fecha de entrega a partir de hoy'),
  'requirement.deliveryPlaceRequired': m('Enter the delivery place', '请填写交货地点', 'Informe o local de entrega', 'Introduce el lugar de entrega'),
  'requirement.typeRequired': m(
    'Choose whether you need or offer technology, and which kind',
    '请选择技术需求或技术输出及其类型',
    'Escolha se você precisa ou oferece tecnologia, e de que tipo',
    'Elige si necesitas u ofreces tecnología, y de qué tipo',
  ),
  'requirement.noPermission': m(
    'Your account cannot publish requirements yet',
    '您的账户暂时无法发布需求',
    'A sua conta ainda não pode publicar demandas',
    'Tu cuenta todavía no puede publicar demandas',
  ),
  'requirement.withdrawn': m('This requirement has been withdrawn', '该需求已撤回', 'Esta demanda foi retirada', 'Esta demanda fue retirada'),
  'broker.alreadyBroker': m('You are already a product broker', '您已经是产品经纪人', 'Você já é corretor de produtos', 'Ya eres agente de productos'),
  'broker.alreadyApplied': m(
    'Your application is being reviewed',
    '您的申请正在审核中',
    'A sua solicitação está em análise',
    'Tu solicitud está en revisión',
  ),
  'broker.mailLimit': m(
    'You have sent many messages today. Try again tomorrow',
    '您今天发送的消息过多，请明天再试',
    'Você enviou muitas mensagens hoje. Tente amanhã',
    'Has enviado muchos mensajes hoy. Vuelve a intentarlo mañana',
  ),
  'validation.emailInvalid': m('Enter a valid email address', '请输入有效的电子邮箱', 'Informe um e-mail válido', 'Introduce un correo electrónico válido'),
  'complaint.contactRequired': m('Tell us how to reach you', '请填写联系方式', 'Diga como podemos falar com você', 'Indícanos cómo contactarte'),
  'complaint.contentRequired': m('Describe what happened', '请描述具体情况', 'Descreva o que aconteceu', 'Describe lo que ocurrió'),
  'order.termInvalid': m('Choose a trade term: EXW, FOB, C&F or CIF', '请选择贸易条款：EXW、FOB、C&F 或 CIF', 'Escolha um termo: EXW, FOB, C&F ou CIF', 'Elige un término: EXW, FOB, C&F o CIF'),
  'order.termNotOffered': m('The seller does not offer this trade term for these goods', '卖家不为该商品提供此贸易条款', 'O vendedor não oferece este termo para estes produtos', 'El vendedor no ofrece este término para estos productos'),
  'order.itemsRequired': m('Choose the goods to order', '请选择要下单的商品', 'Escolha os produtos do pedido', 'Elige los productos del pedido'),
  'order.oneSeller': m('An order holds goods of one seller: order the others separately', '一个订单只能包含同一卖家的商品，其他商品请分开下单', 'Um pedido reúne produtos de um só vendedor: peça os outros separadamente', 'Un pedido reúne productos de un solo vendedor: pide los demás por separado'),
  'order.minOrder': m('Order at least the minimum quantity of each product', '每件商品的数量不能低于起订量', 'Peça pelo menos a quantidade mínima de cada produto', 'Pide al menos la cantidad mínima de cada producto'),
  'order.ownGoods': m('You cannot order your own goods', '不能购买自己的商品', 'Você não pode comprar os seus próprios produtos', 'No puedes comprar tus propios productos'),
  'order.addressRequired': m('Choose a shipping address', '请选择收货地址', 'Escolha um endereço de entrega', 'Elige una dirección de envío'),
  'order.logisticsRequired': m('Choose a logistics provider', '请选择物流服务商', 'Escolha uma transportadora', 'Elige un operador logístico'),
  'order.notAllowed': m(
    'This step is not possible for this order now',
    '当前订单状态下无法进行此操作',
    'Esta etapa não é possível para este pedido agora',
    'Este paso no es posible para este pedido ahora',
  ),
  'order.stateChanged': m(
    'The order changed meanwhile: reload it and try again',
    '订单状态已变化，请刷新后重试',
    'O pedido mudou enquanto isso: recarregue e tente de novo',
    'El pedido cambió mientras tanto: recárgalo e inténtalo de nuevo',
  ),
  'order.declarationRequired': m('Enter the customs declaration number', '请填写报关单号', 'Informe o número da declaração aduaneira', 'Introduce el número de la declaración aduanera'),
  'order.carrierRequired': m('Enter the carrier', '请填写承运商', 'Informe a transportadora', 'Introduce el transportista'),
  'order.trackingRequired': m('Enter the tracking number', '请填写运单号', 'Informe o código de rastreio', 'Introduce el número de seguimiento'),
  'order.insurerRequired': m('Enter the insurer', '请填写保险公司', 'Informe a seguradora', 'Introduce la aseguradora'),
  'order.policyRequired': m('Enter the policy number', '请填写保单号', 'Informe o número da apólice', 'Introduce el número de póliza'),
  'order.vesselRequired': m('Enter the vessel or flight', '请填写船名或航班', 'Informe o navio ou voo', 'Introduce el buque o vuelo'),
  'order.reasonRequired': m('Explain the reason', '请说明原因', 'Explique o motivo', 'Explica el motivo'),
  'order.afterSalesOpen': m(
    'An after-sales request is open: settle it first',
    '存在未处理的售后申请，请先处理',
    'Há um pedido de pós-venda aberto: resolva-o primeiro',
    'Hay una solicitud de posventa abierta: resuélvela primero',
  ),
  'order.refundTooLarge': m('The refund cannot exceed what was paid', '退款金额不能超过已付金额', 'O reembolso não pode passar do valor pago', 'El reembolso no puede superar lo pagado'),
  'payment.notDue': m('This payment is not due now', '当前无需支付此款项', 'Este pagamento não é devido agora', 'Este pago no corresponde ahora'),
  'payment.failed': m(
    'The payment did not go through. Nothing was charged; try again',
    '支付未成功，未扣款，请重试',
    'O pagamento não foi concluído. Nada foi cobrado; tente de novo',
    'El pago no se completó. No se cobró nada; inténtalo de nuevo',
  ),
  'withdrawal.amountInvalid': m('Enter an amount above zero', '请输入大于零的金额', 'Informe um valor maior que zero', 'Introduce un importe mayor que cero'),
  'withdrawal.insufficient': m(
    'The amount is larger than your available balance',
    '提现金额超过可用余额',
    'O valor é maior que o seu saldo disponível',
    'El importe supera tu saldo disponible',
  ),
  'account.swiftInvalid': m('Enter a valid SWIFT/BIC code', '请输入有效的 SWIFT/BIC 代码', 'Informe um código SWIFT/BIC válido', 'Introduce un código SWIFT/BIC válido'),
  'account.inUse': m('This account has a withdrawal in progress', '该账户有进行中的提现', 'Esta conta tem um saque em andamento', 'Esta cuenta tiene un retiro en curso'),
  'address.contactRequired': m('Enter the contact name', '请填写联系人', 'Informe o nome do contato', 'Introduce el nombre de contacto'),
  'address.cityRequired': m('Enter the city', '请填写城市', 'Informe a cidade', 'Introduce la ciudad'),
  'address.streetRequired': m('Enter the street and number', '请填写街道和门牌号', 'Informe a rua e o número', 'Introduce la calle y el número'),
  'cart.invalidGoods': m(
    'Some goods in your cart are no longer on sale. Remove them and reselect before ordering',
    '购物车中部分商品已下架或失效，请移除后重新选择再下单',
    'Alguns produtos do carrinho não estão mais à venda. Remova-os e selecione de novo antes de pedir',
    'Algunos productos del carrito ya no están a la venta. Quítalos y vuelve a seleccionar antes de pedir',
  ),
  'request.failed': m('Request failed', '请求失败', 'A solicitação falhou', 'La solicitud ha fallado'),
  'request.unknownCall': m('This call does not exist', '该接口不存在', 'Esta chamada não existe', 'Esta llamada no existe'),
  'server.error': m(
    'Something went wrong on our side. Please try again.',
    '服务器出错了，请稍后重试。',
    'Algo deu errado do nosso lado. Tente novamente.',
    'Algo ha fallado por nuestra parte. Inténtalo de nuevo.',
  ),
} as const satisfies Record<string, Record<Language, string>>;

export type MessageKey = keyof typeof MESSAGES;

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(MESSAGES, value);
}

/** The message in the given language, with `{{name}}` placeholders filled. */
export function message(key: MessageKey, language: Language, params: Record<string, string | number> = {}): string {
  const text: string = MESSAGES[key][language] ?? MESSAGES[key].english;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
