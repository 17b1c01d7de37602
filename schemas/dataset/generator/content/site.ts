/**
 * The persona: Lívia Vilar, a fictional Brazilian product designer and
 * front-end engineer living in Lisbon. Every address uses reserved example
 * domains (RFC 2606), so no link points at a real person.
 */
import type { PortraitOptions } from '../art';
import type { Framing, L } from './types';

export const persona = {
  name: 'Lívia Vilar',
  email: 'ola@liviavilar.example.org',
  phone: '+351 910 000 000',
  siteUrl: 'https://liviavilar.example.org',
  meetingLink: 'https://cal.example.com/liviavilar/20min',
};

export const portraitOptions: PortraitOptions = {
  skin: '#d9a27e',
  hair: '#2b1b17',
  hairStyle: 'bob',
  shirt: '#047857',
  background: '#a7f3d0',
  earrings: '#e0a526',
};

/** The face and shoulders: the square portrait, cropped closer, the face kept in view. */
export const pictureFraming: Framing = {
  crop: { top: 0.1, bottom: 0.2, left: 0.15, right: 0.15 },
  hotspot: { x: 0.5, y: 0.42, width: 0.56, height: 0.62 },
};

export const job: L<string> = {
  en: 'Product designer & front-end engineer',
  fr: 'Designer produit et développeuse front-end',
  pt: 'Designer de produto e engenheira front-end',
};

export const pictureAlt: L<string> = {
  en: 'Illustrated portrait of Lívia: shoulder-length dark hair, gold earrings and a green jumper, on a mint background.',
  fr: "Portrait illustré de Lívia : cheveux bruns mi-longs, boucles d'oreilles dorées et pull vert, sur fond menthe.",
  pt: 'Retrato ilustrado de Lívia: cabelo escuro na altura dos ombros, brincos dourados e blusa verde, sobre fundo menta.',
};

export const seo = {
  title: {
    en: 'Lívia Vilar — Product designer & front-end engineer',
    fr: 'Lívia Vilar — Designer produit et développeuse front-end',
    pt: 'Lívia Vilar — Designer de produto e engenheira front-end',
  } satisfies L<string>,
  description: {
    en: 'Lívia Vilar designs and builds calm, accessible interfaces from Lisbon: product design, front-end engineering and design systems for teams that care about the details.',
    fr: 'Depuis Lisbonne, Lívia Vilar conçoit et développe des interfaces calmes et accessibles : design produit, développement front-end et design systems pour les équipes attentives aux détails.',
    pt: 'De Lisboa, Lívia Vilar projeta e constrói interfaces calmas e acessíveis: design de produto, engenharia front-end e design systems para times que se importam com os detalhes.',
  } satisfies L<string>,
};

/** Twitter is left empty on purpose: an empty network must not render. */
export const socials = {
  github: 'https://github.example.com/liviavilar',
  linkedin: 'https://linkedin.example.com/in/liviavilar',
  instagram: 'https://instagram.example.com/livia.desenha',
  spotify: 'https://spotify.example.com/user/liviavilar',
  links: [
    { label: 'Are.na', url: 'https://are.example.com/livia-vilar' },
    { label: 'Mastodon', url: 'https://social.example.com/@livia' },
  ],
};

export const manifest = { name: 'Lívia Vilar', shortName: 'Lívia', themeColor: '#047857' };
