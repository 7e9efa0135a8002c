import type { ComprehensiveStrings } from './english';

export const spanish: ComprehensiveStrings = {
  menu: 'Menú de servicios integrales',
  landing: {
    explore: 'Iniciar un registro de empresa',
    sectionsTitle: 'Servicios para hacer negocios en el exterior',
    sectionsIntro: 'Ayuda práctica para registrarse, visitar, viajar e instalarse, con socios en cada país.',
    countriesTitle: 'Registro de empresas por país',
    countriesIntro: 'Formas jurídicas, pasos, documentos y plazos realistas para los países que más consultan compradores y vendedores.',
    parksTitle: 'Escaparate de parques',
    parksIntro: 'Qué ofrece un parque industrial: ubicación, sectores, incentivos y a quién contactar.',
    seeAll: 'Ver más',
    guides_one: '{{count}} guía',
    guides_other: '{{count}} guías',
  },
  services: {
    registration: {
      title: 'Registro de empresas',
      intro: 'Constituye una filial en Brasil, México, Chile, Colombia o Perú: forma jurídica, registros, números fiscales y habilitación para importar.',
      start: 'Iniciar el registro de tu empresa',
    },
    inspection: {
      title: 'Inspección de negocios',
      intro: 'Verificación de proveedores, auditorías de fábrica, inspecciones antes del embarque y visitas de mercado, con informe escrito.',
      start: 'Solicitar una inspección de negocios',
    },
    visa: {
      title: 'Trámite de visados',
      intro: 'Documentos y plazos de visados de negocios para visitantes chinos en la región y para compradores que viajan a China.',
      start: 'Consultar por un visado de negocios',
    },
    land: {
      title: 'Servicios de terrenos',
      intro: 'Compra o arrendamiento de terreno industrial, reglas sobre propiedad extranjera y las zonas francas y regímenes especiales de la región.',
      start: 'Consultar por terrenos o parques',
    },
  },
  page: {
    illustrative: 'Entrada ilustrativa de demostración',
    contact: 'Contacto',
    updated: 'Actualizado',
    notFound: 'Esta página no existe o fue retirada.',
    askDesk: 'Cada caso es distinto. Indica a la mesa de servicios tu país, actividad y fechas, y confirmará los requisitos vigentes con un socio local habilitado.',
    contactUs: 'Contactar a la mesa de servicios',
    parks: 'Ver el escaparate de parques',
  },
  parks: {
    title: 'Escaparate de parques',
    ask: 'Consultar qué parque te conviene',
    askIntro: 'Indica a la mesa tu sector, el país y el espacio que necesitas, y te pondrá en contacto con los parques adecuados.',
    intro: 'Parques industriales y logísticos en América Latina adecuados para fabricantes y distribuidores chinos, con el régimen de incentivos de cada país.',
    demoNotice:
      'Los parques siguientes son entradas ilustrativas de demostración: sus nombres, cifras y contactos son ejemplos, mientras que los regímenes de incentivos descritos son las reglas generales de cada país.',
  },
};
