/** The five frontend apps: where they live, their federation names and dev ports. */
export const APPS = [
  { dir: 'shell', name: 'shell', kind: 'host', devPort: 3000 },
  { dir: 'mf-product', name: 'mf_product', kind: 'remote', area: 'product', devPort: 3001 },
  { dir: 'mf-technology', name: 'mf_technology', kind: 'remote', area: 'technology', devPort: 3002 },
  { dir: 'mf-comprehensive', name: 'mf_comprehensive', kind: 'remote', area: 'comprehensive', devPort: 3003 },
  { dir: 'mf-personal-center', name: 'mf_personal_center', kind: 'remote', area: 'personal', devPort: 3004 },
];
