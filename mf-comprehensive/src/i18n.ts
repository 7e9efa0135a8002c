import type { Language } from '@puente/shared';

/** mf-comprehensive's strings, under the `comprehensive` namespace. */
export const translations: Record<Language, Record<string, unknown>> = {
  english: {
    landing: {
      explore: 'Start a company registration',
      sectionsTitle: 'Services for doing business abroad',
      sectionsIntro: 'Practical help to register, visit, travel and settle, arranged with partners in each country.',
    },
  },
  chinese_simplified: {
    landing: {
      explore: '开始办理公司注册',
      sectionsTitle: '海外经营服务',
      sectionsIntro: '与各国合作伙伴一起，为注册、考察、出行和落地提供切实帮助。',
    },
  },
  portuguese: {
    landing: {
      explore: 'Iniciar um registro de empresa',
      sectionsTitle: 'Serviços para fazer negócios no exterior',
      sectionsIntro: 'Ajuda prática para registrar, visitar, viajar e se instalar, com parceiros em cada país.',
    },
  },
  spanish: {
    landing: {
      explore: 'Iniciar un registro de empresa',
      sectionsTitle: 'Servicios para hacer negocios en el exterior',
      sectionsIntro: 'Ayuda práctica para registrarse, visitar, viajar e instalarse, con socios en cada país.',
    },
  },
};
