import type { StudioMessages } from './en';

export const pt: StudioMessages = {
  'language-menu.label': 'Idioma do Studio',
  'desk.content': 'Conteúdo',
  'desk.settings': 'Configurações',
  'desk.page': 'Páginas',
  'desk.article': 'Artigos',
  'desk.project': 'Trabalhos',
  'desk.partner': 'Parceiros',
  'desk.guardian': 'Apoiadores',
  'desk.credit': 'Créditos',
  'desk.redirect': 'Redirecionamentos',
  'desk.inbox': 'Mensagens recebidas',
  'desk.in-language': '{{title}} ({{language}})',
  'desk.without-language': 'Sem idioma',
  'desk.without-language.list': '{{title}} sem idioma',
  'desk.unlisted-language': 'Em idiomas que saíram da lista',
  'desk.unlisted-language.list': '{{title}} em idiomas que saíram da lista',
};
