import type { ComprehensiveStrings } from './english';

export const portuguese: ComprehensiveStrings = {
  menu: 'Menu de serviços integrados',
  landing: {
    explore: 'Iniciar um registro de empresa',
    sectionsTitle: 'Serviços para fazer negócios no exterior',
    sectionsIntro: 'Ajuda prática para registrar, visitar, viajar e se instalar, com parceiros em cada país.',
    countriesTitle: 'Registro de empresas por país',
    countriesIntro: 'Formas jurídicas, etapas, documentos e prazos realistas para os países mais procurados por compradores e vendedores.',
    parksTitle: 'Vitrine de parques',
    parksIntro: 'O que um parque industrial oferece: localização, setores, incentivos e com quem falar.',
    seeAll: 'Ver tudo',
    guides_one: '{{count}} guia',
    guides_other: '{{count}} guias',
  },
  services: {
    registration: {
      title: 'Registro de empresas',
      intro: 'Abra uma subsidiária no Brasil, no México, no Chile, na Colômbia ou no Peru: forma jurídica, registros, números fiscais e habilitação para importar.',
      start: 'Iniciar o registro da sua empresa',
    },
    inspection: {
      title: 'Inspeção de negócios',
      intro: 'Verificação de fornecedores, auditorias de fábrica, inspeções antes do embarque e visitas de mercado, com relatório escrito.',
      start: 'Solicitar uma inspeção de negócios',
    },
    visa: {
      title: 'Processamento de vistos',
      intro: 'Documentos e prazos de vistos de negócios para visitantes chineses na região e para compradores que visitam a China.',
      start: 'Perguntar sobre um visto de negócios',
    },
    land: {
      title: 'Serviços de terrenos',
      intro: 'Compra ou locação de terrenos industriais, regras para propriedade estrangeira e as zonas francas e regimes especiais da região.',
      start: 'Perguntar sobre terrenos ou parques',
    },
  },
  page: {
    illustrative: 'Entrada ilustrativa de demonstração',
    contact: 'Contato',
    updated: 'Atualizado em',
    notFound: 'Esta página não existe ou foi removida.',
    askDesk: 'Cada caso é diferente. Informe à central de serviços seu país, atividade e datas, e ela confirmará os requisitos vigentes com um parceiro local habilitado.',
    contactUs: 'Falar com a central de serviços',
    parks: 'Ver a vitrine de parques',
  },
  parks: {
    title: 'Vitrine de parques',
    ask: 'Perguntar qual parque combina com você',
    askIntro: 'Informe à central seu setor, o país e o espaço de que precisa, e ela colocará você em contato com os parques adequados.',
    intro: 'Parques industriais e logísticos na América Latina adequados a fabricantes e distribuidores chineses, com o regime de incentivos de cada país.',
    demoNotice:
      'Os parques abaixo são entradas ilustrativas de demonstração: nomes, números e contatos são exemplos, enquanto os regimes de incentivos descritos são as regras gerais de cada país.',
  },
};
