import type { StudioMessages } from './en';

export const fr: StudioMessages = {
  'language-menu.label': 'Langue du Studio',
  'desk.content': 'Contenu',
  'desk.settings': 'Réglages',
  'desk.page': 'Pages',
  'desk.article': 'Articles',
  'desk.project': 'Projets',
  'desk.partner': 'Partenaires',
  'desk.guardian': 'Soutiens',
  'desk.credit': 'Crédits',
  'desk.redirect': 'Redirections',
  'desk.inbox': 'Messages reçus',
  'desk.in-language': '{{title}} ({{language}})',
  'desk.without-language': 'Sans langue',
  'desk.without-language.list': '{{title}} sans langue',
  'desk.unlisted-language': 'Dans des langues retirées de la liste',
  'desk.unlisted-language.list': '{{title}} dans des langues retirées de la liste',
};
