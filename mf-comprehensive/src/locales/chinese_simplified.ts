import type { ComprehensiveStrings } from './english';

export const chinese_simplified: ComprehensiveStrings = {
  menu: '综合服务菜单',
  landing: {
    explore: '开始办理公司注册',
    sectionsTitle: '海外经营服务',
    sectionsIntro: '与各国合作伙伴一起，为注册、考察、出行和落地提供切实帮助。',
    countriesTitle: '各国公司注册指南',
    countriesIntro: '买卖双方最常咨询国家的公司形式、办理步骤、所需文件和实际周期。',
    parksTitle: '园区展示',
    parksIntro: '产业园区能提供什么：位置、产业、优惠政策和联系方式。',
    seeAll: '查看全部',
    guides_one: '{{count}} 篇指南',
    guides_other: '{{count}} 篇指南',
  },
  services: {
    registration: { title: '公司注册', intro: '在巴西、墨西哥、智利、哥伦比亚或秘鲁设立子公司：公司形式、登记机关、税号和进口资质。', start: '开始办理公司注册' },
    inspection: { title: '商务考察', intro: '供应商核实、工厂审核、出货前检验和市场考察，并提供书面报告。', start: '申请商务考察' },
    visa: { title: '签证办理', intro: '中国访客赴拉美、买家赴华的商务签证材料和办理周期。', start: '咨询商务签证' },
    land: { title: '土地服务', intro: '购买或租赁工业用地、外资持有土地的规定，以及该地区的自由区和特殊制度。', start: '咨询土地或园区' },
  },
  page: {
    illustrative: '示例演示条目',
    contact: '联系方式',
    updated: '更新于',
    notFound: '该页面不存在或已被删除。',
    askDesk: '每个案例情况不同。请告知服务台您的国家、业务和时间安排，服务台将通过持证的当地合作伙伴确认现行要求。',
    contactUs: '联系服务台',
    parks: '查看园区展示',
  },
  parks: {
    title: '园区展示',
    ask: '咨询适合您的园区',
    askIntro: '告诉服务台您的行业、目标国家和所需面积，服务台会为您对接合适的园区。',
    intro: '适合中国制造商和分销商的拉美工业与物流园区，附各国的优惠制度。',
    demoNotice: '以下园区为示例演示条目：名称、数据和联系方式均为示例，所述优惠制度为各国的一般性规定。',
  },
};
