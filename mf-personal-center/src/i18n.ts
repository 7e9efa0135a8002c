import type { Language } from '@puente/shared';

/** mf-personal-center's strings, under the `personal` namespace. */
export const translations: Record<Language, Record<string, unknown>> = {
  english: {
    panel: {
      welcome: 'Welcome, {{nickname}}',
      role: { buyer: 'Buyer', seller: 'Seller', none: 'Registration not completed' },
      broker: 'Product broker',
      account: 'Your account',
      phone: 'Phone',
      company: 'Company',
      country: 'Country',
      permissionsTitle: 'What you can do',
      permissionsEmpty: 'No extra permissions yet.',
      permission: {
        'procurementRequirements:release': 'Publish product requirements',
        'procurementRequirements:center': 'Use the product requirement centre',
      },
    },
  },
  chinese_simplified: {
    panel: {
      welcome: '欢迎，{{nickname}}',
      role: { buyer: '买家', seller: '卖家', none: '尚未完善注册信息' },
      broker: '产品经纪人',
      account: '您的账户',
      phone: '手机号码',
      company: '公司',
      country: '国家',
      permissionsTitle: '您可以使用的功能',
      permissionsEmpty: '暂无其他权限。',
      permission: {
        'procurementRequirements:release': '发布产品需求',
        'procurementRequirements:center': '使用产品需求中心',
      },
    },
  },
  portuguese: {
    panel: {
      welcome: 'Bem-vindo(a), {{nickname}}',
      role: { buyer: 'Comprador', seller: 'Vendedor', none: 'Cadastro não concluído' },
      broker: 'Corretor de produtos',
      account: 'Sua conta',
      phone: 'Telefone',
      company: 'Empresa',
      country: 'País',
      permissionsTitle: 'O que você pode fazer',
      permissionsEmpty: 'Nenhuma permissão adicional ainda.',
      permission: {
        'procurementRequirements:release': 'Publicar demandas de produtos',
        'procurementRequirements:center': 'Usar a central de demandas de produtos',
      },
    },
  },
  spanish: {
    panel: {
      welcome: 'Hola, {{nickname}}',
      role: { buyer: 'Comprador', seller: 'Vendedor', none: 'Registro no completado' },
      broker: 'Agente de productos',
      account: 'Tu cuenta',
      phone: 'Teléfono',
      company: 'Empresa',
      country: 'País',
      permissionsTitle: 'Lo que puedes hacer',
      permissionsEmpty: 'Todavía no tienes permisos adicionales.',
      permission: {
        'procurementRequirements:release': 'Publicar demandas de productos',
        'procurementRequirements:center': 'Usar el centro de demandas de productos',
      },
    },
  },
};
