/**
 * Works, partners, guardians, credits, redirects and a few inbox messages.
 * Every organisation and person here is fictional; links use example domains,
 * except the credits for real typefaces and libraries, which link to them.
 */
import type { LogoKind, PortraitOptions } from '../art';
import type { L, WorkSource } from './types';

export const works: WorkSource[] = [
  {
    id: 'mare',
    mockup: 'shop',
    palette: 'tejo',
    // Closer on the browser window, whatever the card's proportions.
    framing: {
      crop: { top: 0.1, bottom: 0.1, left: 0.08, right: 0.08 },
      hotspot: { x: 0.5, y: 0.45, width: 0.8, height: 0.7 },
    },
    link: 'https://mare-coffee.example.com/subscriptions',
    release: { status: 'released', year: 2024 },
    date: '2024-05-20',
    featured: true,
    name: { en: 'Maré subscriptions', fr: 'Abonnements Maré', pt: 'Assinaturas Maré' },
    description: {
      en: 'A subscription shop for a Lisbon roaster: fewer steps to the first order, and a pause button people actually use.',
      fr: "Une boutique d'abonnements pour un torréfacteur lisboète : moins d'étapes avant la première commande, et un bouton pause qu'on utilise vraiment.",
      pt: 'Uma loja de assinaturas para uma torrefação de Lisboa: menos passos até o primeiro pedido e um botão de pausa que as pessoas realmente usam.',
    },
    imageAlt: {
      en: 'The Maré shop in a browser window: three coffee cards with green, orange and mint labels.',
      fr: 'La boutique Maré dans une fenêtre de navigateur : trois cartes de café aux étiquettes verte, orange et menthe.',
      pt: 'A loja da Maré numa janela de navegador: três cartões de café com rótulos verde, laranja e menta.',
    },
  },
  {
    id: 'atlas',
    mockup: 'planner',
    palette: 'menta',
    link: 'https://atlas-rail.example.com',
    release: { status: 'released', year: 2021 },
    date: '2021-03-01',
    featured: true,
    name: {
      en: 'Atlas Rail journey planner',
      fr: 'Planificateur de trajets Atlas Rail',
      pt: 'Planejador de viagens Atlas Rail',
    },
    description: {
      en: 'Search, compare and book trains across twelve countries, redesigned around the question travellers actually ask: when do I arrive?',
      fr: 'Chercher, comparer et réserver des trains dans douze pays, repensé autour de la vraie question des voyageurs : quand est-ce que j’arrive ?',
      pt: 'Buscar, comparar e reservar trens em doze países, redesenhado em torno da pergunta que os viajantes realmente fazem: a que horas eu chego?',
    },
    imageAlt: {
      en: 'A list of four train connections with departure and arrival times; the second one is highlighted in green.',
      fr: "Une liste de quatre correspondances avec horaires de départ et d'arrivée ; la deuxième est mise en valeur en vert.",
      pt: 'Uma lista de quatro conexões de trem com horários de partida e chegada; a segunda está destacada em verde.',
    },
  },
  {
    id: 'tessela',
    mockup: 'specimen',
    palette: 'ameixa',
    link: 'https://tessela.example.org',
    release: { status: 'released', year: 2023 },
    date: '2023-07-10',
    featured: true,
    name: { en: 'Tessela', fr: 'Tessela', pt: 'Tessela' },
    description: {
      en: 'An open-source tool that turns a font file into a shareable type specimen, with scales, pairings and language coverage.',
      fr: 'Un outil open source qui transforme un fichier de police en spécimen typographique à partager, avec échelles, associations et couverture linguistique.',
      pt: 'Uma ferramenta open source que transforma um arquivo de fonte num espécime tipográfico compartilhável, com escalas, combinações e cobertura de idiomas.',
    },
    imageAlt: {
      en: 'A type specimen in a browser window: seven bars of increasing size, one of them in coral.',
      fr: 'Un spécimen typographique dans une fenêtre de navigateur : sept barres de taille croissante, dont une en corail.',
      pt: 'Um espécime tipográfico numa janela de navegador: sete barras de tamanho crescente, uma delas em coral.',
    },
  },
  {
    id: 'azulejo',
    mockup: 'archive',
    palette: 'azulejo',
    link: 'https://arquivo-azulejo.example.org/colecao',
    release: { status: 'released', year: 2022 },
    date: '2022-10-05',
    featured: false,
    name: {
      en: 'Arquivo Azulejo online collection',
      fr: "Collection en ligne de l'Arquivo Azulejo",
      pt: 'Coleção on-line do Arquivo Azulejo',
    },
    description: {
      en: 'Twelve thousand tiles, searchable by pattern, colour and century, for a museum archive that had only ever existed on index cards.',
      fr: "Douze mille carreaux, consultables par motif, couleur et siècle, pour les archives d'un musée qui n'existaient jusque-là que sur fiches.",
      pt: 'Doze mil azulejos, pesquisáveis por padrão, cor e século, para o acervo de um museu que até então só existia em fichas de papel.',
    },
    imageAlt: {
      en: 'A grid of eighteen tile thumbnails with four-petal patterns in blue, ochre and black.',
      fr: 'Une grille de dix-huit vignettes de carreaux à motifs de quatre pétales, bleus, ocre et noirs.',
      pt: 'Uma grade de dezoito miniaturas de azulejos com padrões de quatro pétalas em azul, ocre e preto.',
    },
  },
  {
    id: 'ondina',
    mockup: 'reader',
    palette: 'terra',
    link: 'https://ondina-press.example.com/reader',
    release: { status: 'comingSoon' },
    date: '2025-06-01',
    featured: true,
    name: { en: 'Ondina Reader', fr: 'Ondina Reader', pt: 'Ondina Reader' },
    description: {
      en: 'A calm reading app for an independent publisher: no streaks, no badges, just books and a comfortable line length.',
      fr: 'Une application de lecture apaisée pour un éditeur indépendant : ni séries, ni badges, seulement des livres et une longueur de ligne confortable.',
      pt: 'Um aplicativo de leitura tranquilo para uma editora independente: sem sequências, sem selos, só livros e um comprimento de linha confortável.',
    },
    imageAlt: {
      en: 'A reading app with a terracotta book cover on the left and lines of text on the right.',
      fr: 'Une application de lecture avec une couverture de livre terre cuite à gauche et des lignes de texte à droite.',
      pt: 'Um aplicativo de leitura com uma capa de livro terracota à esquerda e linhas de texto à direita.',
    },
  },
  {
    id: 'sunshare',
    mockup: 'dashboard',
    palette: 'noite',
    link: 'https://brightfield.example.org/sunshare',
    release: { status: 'released', year: 2023 },
    date: '2023-02-14',
    featured: false,
    name: { en: 'Sunshare dashboard', fr: 'Tableau de bord Sunshare', pt: 'Painel Sunshare' },
    description: {
      en: 'Shows five thousand co-op members what their shared solar panels produced today, and what that means for their bill.',
      fr: "Montre à cinq mille membres d'une coopérative ce que leurs panneaux solaires partagés ont produit aujourd'hui, et ce que cela change sur leur facture.",
      pt: 'Mostra a cinco mil cooperados o que as placas solares compartilhadas produziram hoje e o que isso significa na conta de luz.',
    },
    imageAlt: {
      en: 'An energy dashboard with three summary cards and a bar chart of daily solar production.',
      fr: 'Un tableau de bord énergétique avec trois cartes de synthèse et un histogramme de la production solaire quotidienne.',
      pt: 'Um painel de energia com três cartões de resumo e um gráfico de barras da produção solar diária.',
    },
  },
];

export interface PartnerSource {
  id: string;
  name: string;
  url: string;
  logo: { kind: LogoKind; background: string; foreground: string };
  blurb: L<string>;
}

export const partners: PartnerSource[] = [
  {
    id: 'mare',
    name: 'Maré Coffee Roasters',
    url: 'https://mare-coffee.example.com',
    logo: { kind: 'bean', background: '#0f1f1c', foreground: '#f2e8d5' },
    blurb: {
      en: 'Speciality coffee roasters in Lisbon; we redesigned their subscription shop.',
      fr: "Torréfacteur de café de spécialité à Lisbonne ; nous avons repensé sa boutique d'abonnements.",
      pt: 'Torrefação de cafés especiais em Lisboa; redesenhamos a loja de assinaturas.',
    },
  },
  {
    id: 'atlas',
    name: 'Atlas Rail',
    url: 'https://atlas-rail.example.com',
    logo: { kind: 'rails', background: '#1f4e8c', foreground: '#faf6ee' },
    blurb: {
      en: 'European rail booking; three years on the journey planner and its design system.',
      fr: 'Réservation de trains en Europe ; trois ans sur le planificateur de trajets et son design system.',
      pt: 'Reserva de trens na Europa; três anos no planejador de viagens e no seu design system.',
    },
  },
  {
    id: 'azulejo',
    name: 'Arquivo Azulejo',
    url: 'https://arquivo-azulejo.example.org',
    logo: { kind: 'tile', background: '#faf6ee', foreground: '#1f4e8c' },
    blurb: {
      en: "A tile museum's archive; an online collection of twelve thousand azulejos.",
      fr: "Les archives d'un musée de l'azulejo ; une collection en ligne de douze mille carreaux.",
      pt: 'O acervo de um museu do azulejo; uma coleção on-line de doze mil peças.',
    },
  },
  {
    id: 'ondina',
    name: 'Ondina Press',
    url: 'https://ondina-press.example.com',
    logo: { kind: 'wave', background: '#d9663f', foreground: '#fff7ed' },
    blurb: {
      en: 'Independent publisher in Porto; a reading app for their catalogue, launching soon.',
      fr: 'Maison d’édition indépendante à Porto ; une application de lecture pour son catalogue, bientôt disponible.',
      pt: 'Editora independente no Porto; um aplicativo de leitura para o catálogo, em breve.',
    },
  },
  {
    id: 'brightfield',
    name: 'Brightfield Energy Co-op',
    url: 'https://brightfield.example.org',
    logo: { kind: 'sun', background: '#fde68a', foreground: '#0f1f1c' },
    blurb: {
      en: 'A community solar co-operative; a dashboard that shows members what their panels produce.',
      fr: 'Une coopérative solaire citoyenne ; un tableau de bord qui montre aux membres ce que produisent leurs panneaux.',
      pt: 'Uma cooperativa de energia solar comunitária; um painel que mostra aos membros o que suas placas produzem.',
    },
  },
  {
    id: 'pulso',
    name: 'Pulso Saúde',
    url: 'https://pulso-saude.example.com',
    logo: { kind: 'pulse', background: '#ecfdf5', foreground: '#047857' },
    blurb: {
      en: 'Telehealth start-up in Lisbon; an accessibility audit and a new appointment flow.',
      fr: "Start-up de télémédecine à Lisbonne ; un audit d'accessibilité et un nouveau parcours de prise de rendez-vous.",
      pt: 'Startup de telessaúde em Lisboa; uma auditoria de acessibilidade e um novo fluxo de agendamento.',
    },
  },
];

export interface GuardianSource {
  id: string;
  name: string;
  url?: string;
  since: string;
  avatar: PortraitOptions;
  note: L<string>;
}

export const guardians: GuardianSource[] = [
  {
    id: 'rita',
    name: 'Rita Okafor-Lima',
    url: 'https://ritaokaforlima.example.com',
    since: '2016-05-01',
    avatar: {
      skin: '#8d5a3b',
      hair: '#1c1917',
      hairStyle: 'curly',
      shirt: '#d9663f',
      background: '#f2e8d5',
      glasses: true,
    },
    note: {
      en: 'My first design lead, and still the first person I call when a project gets hard.',
      fr: 'Ma première responsable design, et toujours la première personne que j’appelle quand un projet se complique.',
      pt: 'Minha primeira líder de design, e ainda a primeira pessoa para quem ligo quando um projeto complica.',
    },
  },
  {
    id: 'jonas',
    name: 'Jonas Wendt',
    url: 'https://jonaswendt.example.org',
    since: '2021-09-01',
    avatar: { skin: '#f1c7a5', hair: '#b4553a', hairStyle: 'short', shirt: '#1f4e8c', background: '#fde68a' },
    note: {
      en: 'Has sponsored Tessela every month since its first release, and files the most precise bug reports I have ever read.',
      fr: "Soutient Tessela chaque mois depuis sa première version et rédige les rapports de bug les plus précis que j'aie jamais lus.",
      pt: 'Apoia o Tessela todo mês desde a primeira versão e escreve os relatórios de bug mais precisos que já li.',
    },
  },
  {
    id: 'amelie',
    name: 'Amélie Durand',
    since: '2022-01-15',
    avatar: {
      skin: '#f5d0b5',
      hair: '#3b2a20',
      hairStyle: 'bun',
      shirt: '#047857',
      background: '#fbcfe8',
      earrings: '#e5e5e5',
    },
    note: {
      en: 'Proofreads every French page on this site, and has saved me from more false friends than I can count.',
      fr: "Relit chaque page en français de ce site et m'a épargné plus de faux amis que je ne saurais en compter.",
      pt: 'Revisa cada página em francês deste site e já me salvou de mais falsos cognatos do que consigo contar.',
    },
  },
  {
    id: 'tomas',
    name: 'Tomás Figueira',
    url: 'https://tomasfigueira.example.com',
    since: '2022-06-01',
    avatar: {
      skin: '#c68a64',
      hair: '#2b1b17',
      hairStyle: 'buzz',
      shirt: '#0f1f1c',
      background: '#a7f3d0',
      glasses: true,
    },
    note: {
      en: 'Tests my work with a screen reader before every release and explains, patiently, what I got wrong.',
      fr: "Teste mon travail au lecteur d'écran avant chaque mise en ligne et m'explique, patiemment, ce qui ne va pas.",
      pt: 'Testa meu trabalho com leitor de tela antes de cada lançamento e explica, com paciência, o que errei.',
    },
  },
  {
    id: 'priya',
    name: 'Priya Natarajan',
    url: 'https://priyanatarajan.example.org',
    since: '2023-03-01',
    avatar: {
      skin: '#a86b4c',
      hair: '#111827',
      hairStyle: 'long',
      shirt: '#e0a526',
      background: '#bfdbfe',
      earrings: '#e0a526',
    },
    note: {
      en: 'Backed Tessela when it was a single HTML file, and introduced it to the type designers who use it today.',
      fr: "A cru en Tessela quand ce n'était qu'un fichier HTML, et l'a fait connaître aux dessinateurs de caractères qui l'utilisent aujourd'hui.",
      pt: 'Apostou no Tessela quando ele era um único arquivo HTML e o apresentou aos type designers que hoje o usam.',
    },
  },
  {
    id: 'hugo',
    name: 'Hugo Baptiste',
    url: 'https://hugobaptiste.example.com',
    since: '2023-11-01',
    avatar: { skin: '#e8b48f', hair: '#6b4f3a', hairStyle: 'short', shirt: '#d9663f', background: '#ecfdf5' },
    note: {
      en: 'Hosts the Lisbon design and code meetup where half of my collaborations started.',
      fr: 'Organise la rencontre design et code de Lisbonne où la moitié de mes collaborations ont commencé.',
      pt: 'Organiza o encontro de design e código de Lisboa onde começaram metade das minhas colaborações.',
    },
  },
];

export interface CreditSource {
  id: string;
  name: string;
  kind: 'photography' | 'fonts' | 'libraries' | 'people';
  url: string;
  licence: L<string>;
  note: L<string>;
}

const sameLicence = (licence: string): L<string> => ({ en: licence, fr: licence, pt: licence });

export const credits: CreditSource[] = [
  {
    id: 'duarte',
    name: 'Duarte Mello',
    kind: 'photography',
    url: 'https://duartemello.example.com',
    licence: { en: 'With permission', fr: 'Avec autorisation', pt: 'Com autorização' },
    note: {
      en: 'The illustrated portrait on the home and about pages',
      fr: 'Le portrait illustré des pages accueil et à propos',
      pt: 'O retrato ilustrado das páginas inicial e sobre',
    },
  },
  {
    id: 'sofia',
    name: 'Sofia Ramalho',
    kind: 'photography',
    url: 'https://sofiaramalho.example.org',
    licence: sameLicence('CC BY 4.0'),
    note: {
      en: 'The tile photographs the cover patterns were redrawn from',
      fr: "Les photographies de carreaux d'où sont redessinés les motifs des couvertures",
      pt: 'As fotografias de azulejos a partir das quais os padrões das capas foram redesenhados',
    },
  },
  {
    id: 'geist',
    name: 'Geist',
    kind: 'fonts',
    url: 'https://vercel.com/font',
    licence: sameLicence('SIL OFL 1.1'),
    note: {
      en: 'Interface and body text',
      fr: "Texte d'interface et de lecture",
      pt: 'Texto da interface e de leitura',
    },
  },
  {
    id: 'nextjs',
    name: 'Next.js',
    kind: 'libraries',
    url: 'https://nextjs.org',
    licence: sameLicence('MIT'),
    note: { en: 'Rendering and routing', fr: 'Rendu et routage', pt: 'Renderização e roteamento' },
  },
  {
    id: 'sanity',
    name: 'Sanity',
    kind: 'libraries',
    url: 'https://www.sanity.io',
    licence: sameLicence('MIT'),
    note: {
      en: 'Content editing and storage',
      fr: 'Édition et stockage du contenu',
      pt: 'Edição e armazenamento do conteúdo',
    },
  },
  {
    id: 'next-intl',
    name: 'next-intl',
    kind: 'libraries',
    url: 'https://next-intl.dev',
    licence: sameLicence('MIT'),
    note: {
      en: 'Translations and localised routing',
      fr: 'Traductions et routage localisé',
      pt: 'Traduções e rotas localizadas',
    },
  },
  {
    id: 'sonner',
    name: 'Sonner',
    kind: 'libraries',
    url: 'https://sonner.emilkowal.ski',
    licence: sameLicence('MIT'),
    note: { en: 'Toast notifications', fr: 'Notifications éphémères', pt: 'Notificações temporárias' },
  },
  {
    id: 'amelie',
    name: 'Amélie Durand',
    kind: 'people',
    url: 'https://ameliedurand.example.org',
    licence: { en: 'Volunteer', fr: 'Bénévole', pt: 'Voluntária' },
    note: { en: 'French proofreading', fr: 'Relecture du français', pt: 'Revisão do francês' },
  },
  {
    id: 'tomas',
    name: 'Tomás Figueira',
    kind: 'people',
    url: 'https://tomasfigueira.example.com',
    licence: { en: 'Volunteer', fr: 'Bénévole', pt: 'Voluntário' },
    note: { en: 'Accessibility testing', fr: "Tests d'accessibilité", pt: 'Testes de acessibilidade' },
  },
];

export const redirects = [
  {
    id: 'old-blog',
    source: '/en/blog/designing-for-calm',
    destination: '/en/articles/designing-for-calm',
    permanent: true,
  },
  { id: 'cv', source: '/cv', destination: 'https://read.example.com/liviavilar', permanent: false },
];

export const messages = [
  {
    id: 'marta',
    name: 'Marta Quintela',
    email: 'marta@clinica-aurora.example.com',
    phone: '+55 31 90000 0000',
    subject: 'Redesenho do nosso app de agendamento',
    message:
      'Oi, Lívia! Somos uma rede de clínicas em Belo Horizonte e nosso app de agendamento tem uma taxa de abandono alta no último passo. Vi o trabalho com a Pulso Saúde e adoraria conversar sobre um projeto a partir de setembro. Temos um time de dois desenvolvedores. Abraço, Marta',
    language: 'pt',
    receivedAt: '2025-02-03T10:12:00Z',
  },
  {
    id: 'julien',
    name: 'Julien Mercier',
    email: 'julien.mercier@atelier-lumen.example.org',
    subject: 'Atelier revue de design pour notre équipe',
    message:
      "Bonjour Lívia, j'ai lu votre article sur les revues de design et il décrit exactement nos réunions du jeudi. Seriez-vous disponible pour animer votre atelier d'une demi-journée à Lyon, en mars ou en avril ? Nous sommes huit designers et quatre développeurs. Merci d'avance, Julien",
    language: 'fr',
    receivedAt: '2025-02-10T16:40:00Z',
  },
  {
    id: 'sam',
    name: 'Sam Okoro',
    email: 'sam@designsystems-lisbon.example.com',
    subject: 'Speaking at Design Systems Lisbon?',
    message:
      "Hi Lívia, we are putting together the programme for this year's Design Systems Lisbon meetup (June 12) and would love a 25-minute talk based on your tokens article. Travel is easy, I know, but we can cover lunch! Let me know if you are interested. Sam",
    language: 'en',
    receivedAt: '2025-02-14T09:05:00Z',
  },
];
