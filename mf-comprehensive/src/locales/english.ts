/** mf-comprehensive's strings in English (the other languages follow key for key). */
export const english = {
  menu: 'Comprehensive services menu',
  landing: {
    explore: 'Start a company registration',
    sectionsTitle: 'Services for doing business abroad',
    sectionsIntro: 'Practical help to register, visit, travel and settle, arranged with partners in each country.',
    countriesTitle: 'Company registration by country',
    countriesIntro: 'Legal forms, steps, documents and realistic timelines for the countries buyers and sellers ask about most.',
    parksTitle: 'Park showcase',
    parksIntro: 'What an industrial park offers: location, sectors, incentives and who to contact.',
    seeAll: 'See all',
    guides_one: '{{count}} guide',
    guides_other: '{{count}} guides',
  },
  services: {
    registration: {
      title: 'Company registration',
      intro: 'Set up a subsidiary in Brazil, Mexico, Chile, Colombia or Peru: legal form, registries, tax numbers and import licences.',
      start: 'Start your company registration',
    },
    inspection: {
      title: 'Business inspection',
      intro: 'Supplier verification, factory audits, inspections before shipment and market visits, with a written report.',
      start: 'Request a business inspection',
    },
    visa: {
      title: 'Visa processing',
      intro: 'Business visa documents and timelines for Chinese visitors to the region and for buyers visiting China.',
      start: 'Ask about a business visa',
    },
    land: {
      title: 'Land services',
      intro: 'Buying or leasing industrial land, rules on foreign ownership, and the free zones and special regimes of the region.',
      start: 'Ask about land or a park',
    },
  },
  page: {
    illustrative: 'Illustrative demo entry',
    contact: 'Contact',
    updated: 'Updated',
    notFound: 'This page does not exist or has been removed.',
    askDesk: 'Every case is different. Tell the services desk your country, activity and dates, and it will confirm the current requirements with a licensed local partner.',
    contactUs: 'Contact the services desk',
    parks: 'See the park showcase',
  },
  parks: {
    title: 'Park showcase',
    ask: 'Ask which park suits you',
    askIntro: 'Tell the desk your sector, the country and the space you need, and it will put you in touch with the parks that fit.',
    intro: 'Industrial and logistics parks in Latin America that suit Chinese manufacturers and distributors, with the incentive regime of each country.',
    demoNotice:
      'The parks below are illustrative demo entries: their names, figures and contacts are examples, while the incentive regimes described are each country’s general rules.',
  },
};

export type ComprehensiveStrings = typeof english;
