import type { Language } from '@puente/shared';

/** mf-technology's strings, under the `technology` namespace. */
export const translations: Record<Language, Record<string, unknown>> = {
  english: {
    landing: {
      explore: 'See technology products',
      sectionsTitle: 'What technology trading covers',
      sectionsIntro: 'From a first conversation about equipment to a signed transfer agreement, in your language.',
    },
  },
  chinese_simplified: {
    landing: {
      explore: '查看技术产品',
      sectionsTitle: '技术贸易涵盖的内容',
      sectionsIntro: '从首次洽谈设备到签署技术转让协议，全程使用您的语言。',
    },
  },
  portuguese: {
    landing: {
      explore: 'Ver produtos de tecnologia',
      sectionsTitle: 'O que o comércio de tecnologia abrange',
      sectionsIntro: 'Da primeira conversa sobre equipamentos até o contrato de transferência assinado, no seu idioma.',
    },
  },
  spanish: {
    landing: {
      explore: 'Ver productos tecnológicos',
      sectionsTitle: 'Qué abarca el comercio de tecnología',
      sectionsIntro: 'Desde la primera conversación sobre equipos hasta el acuerdo de transferencia firmado, en tu idioma.',
    },
  },
};
