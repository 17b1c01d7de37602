/**
 * The pages in English, French and Portuguese: the fixed routes (home, about,
 * contact, map, credits, partners, guardians) and one catch-all page with a
 * translated, multi-segment slug (studio/process) that forces light mode.
 */
import { p, ul } from '../markup';
import { persona } from './site';
import type { L, LinkSpec, Locale, PageSource } from './types';

const pick = <T>(value: L<T>, locale: Locale): T => value[locale];

const processSlug: L<string> = { en: 'studio/process', fr: 'studio/processus', pt: 'estudio/processo' };

const bookCall = (locale: Locale): LinkSpec => ({
  label: pick(
    { en: 'Book a 20-minute call', fr: 'Réserver un appel de 20 minutes', pt: 'Marcar uma conversa de 20 minutos' },
    locale,
  ),
  href: persona.meetingLink,
});

const writeToMe = (locale: Locale): LinkSpec => ({
  label: pick({ en: 'Write to me', fr: "M'écrire", pt: 'Escrever para mim' }, locale),
  href: `/${locale}/contact`,
});

export const pages: PageSource[] = [
  {
    id: 'home',
    slug: { en: 'home', fr: 'home', pt: 'home' },
    title: { en: 'Home', fr: 'Accueil', pt: 'Início' },
    description: {
      en: 'Lívia Vilar, product designer and front-end engineer in Lisbon. Selected work, writing and ways to work together.',
      fr: 'Lívia Vilar, designer produit et développeuse front-end à Lisbonne. Projets choisis, articles et façons de travailler ensemble.',
      pt: 'Lívia Vilar, designer de produto e engenheira front-end em Lisboa. Projetos selecionados, textos e formas de trabalharmos juntos.',
    },
    sections: (locale) => [
      {
        type: 'hero',
        eyebrow: pick(
          {
            en: 'Product designer & front-end engineer · Lisbon',
            fr: 'Designer produit et développeuse front-end · Lisbonne',
            pt: 'Designer de produto e engenheira front-end · Lisboa',
          },
          locale,
        ),
        heading: pick(
          {
            en: 'I design and build calm, careful interfaces.',
            fr: 'Je conçois et je développe des interfaces calmes et soignées.',
            pt: 'Eu projeto e construo interfaces calmas e cuidadosas.',
          },
          locale,
        ),
        text: pick(
          {
            en: 'For twelve years I have moved between design tools and code editors, helping teams ship products that are clear, accessible and pleasant to live with. Today I work independently, with a handful of clients a year.',
            fr: "Depuis douze ans, je passe des outils de design à l'éditeur de code pour aider des équipes à livrer des produits clairs, accessibles et agréables à vivre. Aujourd'hui, je travaille en indépendante avec quelques clients par an.",
            pt: 'Há doze anos transito entre ferramentas de design e editores de código, ajudando times a lançar produtos claros, acessíveis e agradáveis de usar. Hoje trabalho por conta própria, com poucos clientes por ano.',
          },
          locale,
        ),
        actions: [
          { label: pick({ en: 'About me', fr: 'À propos de moi', pt: 'Sobre mim' }, locale), href: `/${locale}/about` },
          bookCall(locale),
        ],
        showAvailability: true,
      },
      {
        type: 'cards',
        heading: pick({ en: 'How I can help', fr: 'Comment je peux aider', pt: 'Como posso ajudar' }, locale),
        intro: pick(
          {
            en: 'Most projects mix all three. I am happiest when I can follow an idea from the first sketch to the production release.',
            fr: "La plupart des projets mêlent les trois. Je suis à mon meilleur quand je peux suivre une idée du premier croquis jusqu'à la mise en production.",
            pt: 'A maioria dos projetos mistura os três. Fico mais feliz quando posso acompanhar uma ideia do primeiro esboço até o lançamento em produção.',
          },
          locale,
        ),
        columns: 3,
        cards: [
          {
            title: pick({ en: 'Product design', fr: 'Design produit', pt: 'Design de produto' }, locale),
            text: pick(
              {
                en: 'From research to high-fidelity prototypes: flows, interfaces and the small decisions that make a product feel obvious.',
                fr: 'De la recherche aux prototypes haute fidélité : parcours, interfaces et ces petites décisions qui rendent un produit évident.',
                pt: 'Da pesquisa aos protótipos de alta fidelidade: fluxos, interfaces e as pequenas decisões que fazem um produto parecer óbvio.',
              },
              locale,
            ),
          },
          {
            title: pick(
              { en: 'Front-end engineering', fr: 'Développement front-end', pt: 'Engenharia front-end' },
              locale,
            ),
            text: pick(
              {
                en: 'Accessible, fast React and Next.js front ends, written to be read by the next developer, not just run by the browser.',
                fr: 'Des front-ends React et Next.js accessibles et rapides, écrits pour être lus par la prochaine développeuse, pas seulement exécutés par le navigateur.',
                pt: 'Front-ends em React e Next.js acessíveis e rápidos, escritos para serem lidos pela próxima pessoa desenvolvedora, não só executados pelo navegador.',
              },
              locale,
            ),
          },
          {
            title: 'Design systems',
            text: pick(
              {
                en: 'Tokens, components and documentation that a small team can actually maintain, long after I have left.',
                fr: "Des tokens, des composants et une documentation qu'une petite équipe peut réellement maintenir, longtemps après mon départ.",
                pt: 'Tokens, componentes e documentação que um time pequeno consegue de fato manter, muito depois de eu sair.',
              },
              locale,
            ),
            link: {
              label: pick({ en: 'How I work', fr: 'Ma façon de travailler', pt: 'Como eu trabalho' }, locale),
              href: `/${locale}/${processSlug[locale]}`,
            },
          },
        ],
      },
      {
        type: 'people',
        heading: pick(
          {
            en: 'Teams I have worked with',
            fr: "Les équipes avec qui j'ai travaillé",
            pt: 'Times com quem trabalhei',
          },
          locale,
        ),
        kind: 'partner',
        items: ['mare', 'atlas', 'azulejo'],
      },
      {
        type: 'faq',
        heading: pick(
          { en: 'Questions people ask', fr: "Les questions qu'on me pose", pt: 'Perguntas frequentes' },
          locale,
        ),
        categories: [
          {
            title: pick({ en: 'Working together', fr: 'Travailler ensemble', pt: 'Trabalhar juntos' }, locale),
            questions: [
              {
                question: pick(
                  {
                    en: 'What kind of projects do you take on?',
                    fr: 'Quels projets acceptez-vous ?',
                    pt: 'Que tipo de projeto você aceita?',
                  },
                  locale,
                ),
                answer: [
                  p(
                    pick(
                      {
                        en: 'Products with real users and a team that wants to keep improving them after launch: SaaS tools, public services, cultural institutions and the odd online shop. I rarely take on one-off marketing sites.',
                        fr: 'Des produits avec de vrais utilisateurs et une équipe qui veut continuer à les améliorer après le lancement : outils SaaS, services publics, institutions culturelles et, parfois, une boutique en ligne. Je prends rarement des sites marketing ponctuels.',
                        pt: 'Produtos com usuários reais e um time que quer continuar melhorando depois do lançamento: ferramentas SaaS, serviços públicos, instituições culturais e, de vez em quando, uma loja on-line. Raramente pego sites de marketing pontuais.',
                      },
                      locale,
                    ),
                  ),
                ],
              },
              {
                question: pick(
                  {
                    en: 'Do you work with in-house teams?',
                    fr: 'Travaillez-vous avec des équipes internes ?',
                    pt: 'Você trabalha com times internos?',
                  },
                  locale,
                ),
                answer: [
                  p(
                    pick(
                      {
                        en: 'Most of the time, yes. I join your tools and rituals, pair with your designers and developers, and leave documentation behind rather than a dependency on me.',
                        fr: "La plupart du temps, oui. Je rejoins vos outils et vos rituels, je travaille en binôme avec vos designers et vos développeurs, et je laisse derrière moi de la documentation plutôt qu'une dépendance envers moi.",
                        pt: 'Na maioria das vezes, sim. Entro nas suas ferramentas e rituais, trabalho em par com seus designers e desenvolvedores e deixo documentação, não dependência de mim.',
                      },
                      locale,
                    ),
                  ),
                ],
              },
              {
                question: pick(
                  {
                    en: 'How far ahead should I get in touch?',
                    fr: 'Combien de temps à l’avance faut-il vous contacter ?',
                    pt: 'Com quanta antecedência devo entrar em contato?',
                  },
                  locale,
                ),
                answer: [
                  p(
                    pick(
                      {
                        en: `Usually four to six weeks. The badge at the top of this page says whether I can start sooner; if it is green, [book a call](${persona.meetingLink}).`,
                        fr: `En général quatre à six semaines. Le badge en haut de cette page indique si je peux commencer plus tôt ; s'il est vert, [réservez un appel](${persona.meetingLink}).`,
                        pt: `Normalmente de quatro a seis semanas. O selo no topo desta página mostra se consigo começar antes; se estiver verde, [marque uma conversa](${persona.meetingLink}).`,
                      },
                      locale,
                    ),
                  ),
                ],
              },
            ],
          },
          {
            title: pick({ en: 'Process', fr: 'Méthode', pt: 'Processo' }, locale),
            questions: [
              {
                question: pick(
                  {
                    en: 'What does a typical project look like?',
                    fr: 'À quoi ressemble un projet type ?',
                    pt: 'Como é um projeto típico?',
                  },
                  locale,
                ),
                answer: [
                  p(
                    pick(
                      {
                        en: `Two weeks of listening and research, a few weeks of design and prototyping in short loops, then building alongside your developers. The [process page](/en/${processSlug.en}) has the details.`,
                        fr: `Deux semaines d'écoute et de recherche, quelques semaines de design et de prototypage en boucles courtes, puis le développement aux côtés de vos développeurs. La [page méthode](/fr/${processSlug.fr}) donne les détails.`,
                        pt: `Duas semanas de escuta e pesquisa, algumas semanas de design e prototipação em ciclos curtos e depois a construção ao lado dos seus desenvolvedores. A [página de processo](/pt/${processSlug.pt}) tem os detalhes.`,
                      },
                      locale,
                    ),
                  ),
                ],
              },
              {
                question: pick(
                  {
                    en: 'Which tools do you use?',
                    fr: 'Quels outils utilisez-vous ?',
                    pt: 'Quais ferramentas você usa?',
                  },
                  locale,
                ),
                answer: [
                  p(
                    pick(
                      {
                        en: 'Figma for design; TypeScript, React and Next.js for code; and for everything else, whatever your team already uses. The full list is on the [about page](/en/about).',
                        fr: 'Figma pour le design ; TypeScript, React et Next.js pour le code ; et pour le reste, ce que votre équipe utilise déjà. La liste complète est sur la [page à propos](/fr/about).',
                        pt: 'Figma para design; TypeScript, React e Next.js para código; e, para o resto, o que o seu time já usa. A lista completa está na [página sobre](/pt/about).',
                      },
                      locale,
                    ),
                  ),
                ],
              },
            ],
          },
          {
            title: pick({ en: 'Practicalities', fr: 'Aspects pratiques', pt: 'Questões práticas' }, locale),
            questions: [
              {
                question: pick(
                  {
                    en: 'Do you work remotely?',
                    fr: 'Travaillez-vous à distance ?',
                    pt: 'Você trabalha remotamente?',
                  },
                  locale,
                ),
                answer: [
                  p(
                    pick(
                      {
                        en: 'Yes, with clients across Europe and Brazil. I am based in Lisbon, on Western European Time, and happy to travel for kick-offs and workshops.',
                        fr: "Oui, avec des clients dans toute l'Europe et au Brésil. Je suis basée à Lisbonne, à l'heure de l'Europe de l'Ouest, et je me déplace volontiers pour les lancements et les ateliers.",
                        pt: 'Sim, com clientes em toda a Europa e no Brasil. Moro em Lisboa, no horário da Europa Ocidental, e viajo com prazer para kick-offs e oficinas.',
                      },
                      locale,
                    ),
                  ),
                ],
              },
              {
                question: pick(
                  { en: 'How do you charge?', fr: 'Comment facturez-vous ?', pt: 'Como você cobra?' },
                  locale,
                ),
                answer: [
                  p(
                    pick(
                      {
                        en: 'By the week, with a fixed scope agreed at the start of each phase. You always know what the next invoice will be.',
                        fr: 'À la semaine, avec un périmètre fixé au début de chaque phase. Vous savez toujours à quoi ressemblera la prochaine facture.',
                        pt: 'Por semana, com um escopo fixo combinado no início de cada fase. Você sempre sabe qual será a próxima fatura.',
                      },
                      locale,
                    ),
                  ),
                ],
              },
            ],
          },
        ],
      },
      {
        type: 'cta',
        heading: pick(
          { en: 'Have a project in mind?', fr: 'Un projet en tête ?', pt: 'Tem um projeto em mente?' },
          locale,
        ),
        text: pick(
          {
            en: 'Tell me about it. I reply to every message within two working days.',
            fr: "Parlez-m'en. Je réponds à chaque message sous deux jours ouvrés.",
            pt: 'Me conte. Respondo a todas as mensagens em até dois dias úteis.',
          },
          locale,
        ),
        primary: writeToMe(locale),
        secondary: bookCall(locale),
      },
    ],
  },
  {
    id: 'about',
    slug: { en: 'about', fr: 'about', pt: 'about' },
    title: { en: 'About', fr: 'À propos', pt: 'Sobre' },
    description: {
      en: 'Who I am, where I have worked and the tools I use: twelve years between design and code, from São Paulo to Berlin to Lisbon.',
      fr: "Qui je suis, où j'ai travaillé et avec quels outils : douze ans entre design et code, de São Paulo à Berlin puis Lisbonne.",
      pt: 'Quem sou, onde trabalhei e as ferramentas que uso: doze anos entre design e código, de São Paulo a Berlim e Lisboa.',
    },
    sections: (locale) => [
      {
        type: 'hero',
        eyebrow: pick({ en: 'About', fr: 'À propos', pt: 'Sobre' }, locale),
        heading: pick({ en: 'Hi, I’m Lívia.', fr: 'Bonjour, je suis Lívia.', pt: 'Oi, eu sou a Lívia.' }, locale),
        text: pick(
          {
            en: 'I grew up in Belo Horizonte, studied graphic design in São Paulo and taught myself to code because I was tired of handing over mock-ups that never shipped as drawn.',
            fr: "J'ai grandi à Belo Horizonte, étudié le design graphique à São Paulo et appris à coder seule, lassée de livrer des maquettes qui ne sortaient jamais telles que dessinées.",
            pt: 'Cresci em Belo Horizonte, estudei design gráfico em São Paulo e aprendi a programar sozinha, cansada de entregar protótipos que nunca iam ao ar do jeito que foram desenhados.',
          },
          locale,
        ),
      },
      {
        type: 'richText',
        heading: pick({ en: 'Between two crafts', fr: 'Entre deux métiers', pt: 'Entre dois ofícios' }, locale),
        body: pick(
          {
            en: [
              p(
                'Since then I have worked on both sides of the handover: as a designer who writes production code, and as an engineer who sits in design critiques. The problems I enjoy most live in the gap between the two: a component that looks simple in a mock-up and has eleven states in real life, a flow that works in English and breaks in German.',
              ),
              p(
                'In 2021 I moved to Lisbon and went independent. I now work with a few teams a year, usually for several months, and spend the rest of my time on [Tessela](https://tessela.example.org), an open-source tool for type specimens, and on [writing](/en/map) about what I learn.',
              ),
              p(
                'When I am not at a screen, I am probably drawing azulejo patterns in a notebook or looking for the best *pastel de nata* west of Alcântara.',
              ),
            ],
            fr: [
              p(
                "Depuis, j'ai travaillé des deux côtés de la passation : comme designer qui écrit du code de production, et comme développeuse qui participe aux critiques de design. Les problèmes que je préfère vivent dans l'écart entre les deux : un composant qui paraît simple sur une maquette et compte onze états dans la réalité, un parcours qui marche en anglais et casse en allemand.",
              ),
              p(
                "En 2021, je me suis installée à Lisbonne et je suis devenue indépendante. Je travaille aujourd'hui avec quelques équipes par an, en général sur plusieurs mois, et je consacre le reste de mon temps à [Tessela](https://tessela.example.org), un outil open source de spécimens typographiques, et à [écrire](/fr/map) sur ce que j'apprends.",
              ),
              p(
                "Loin des écrans, je dessine sans doute des motifs d'azulejos dans un carnet, ou je cherche le meilleur *pastel de nata* à l'ouest d'Alcântara.",
              ),
            ],
            pt: [
              p(
                'Desde então trabalhei dos dois lados da passagem de bastão: como designer que escreve código de produção e como engenheira que participa das críticas de design. Os problemas de que mais gosto moram no vão entre os dois: um componente que parece simples no protótipo e tem onze estados na vida real, um fluxo que funciona em inglês e quebra em alemão.',
              ),
              p(
                'Em 2021 me mudei para Lisboa e passei a trabalhar por conta própria. Hoje atendo poucos times por ano, geralmente por vários meses, e dedico o resto do tempo ao [Tessela](https://tessela.example.org), uma ferramenta open source para espécimes tipográficos, e a [escrever](/pt/map) sobre o que aprendo.',
              ),
              p(
                'Longe das telas, provavelmente estou desenhando padrões de azulejo num caderno ou procurando o melhor *pastel de nata* a oeste de Alcântara.',
              ),
            ],
          },
          locale,
        ),
      },
      {
        type: 'image',
        image: 'studio-wall',
        alt: pick(
          {
            en: 'A pattern of four-petal tiles in terracotta, green and sand, like the ones on the walls of Lisbon.',
            fr: 'Un motif de carreaux à quatre pétales, terre cuite, vert et sable, comme ceux des murs de Lisbonne.',
            pt: 'Um padrão de azulejos de quatro pétalas em terracota, verde e areia, como os das paredes de Lisboa.',
          },
          locale,
        ),
        caption: pick(
          {
            en: 'The tiles outside my studio in Lisbon, redrawn.',
            fr: 'Les carreaux devant mon atelier, à Lisbonne, redessinés.',
            pt: 'Os azulejos em frente ao meu estúdio em Lisboa, redesenhados.',
          },
          locale,
        ),
        layout: 'wide',
        // A band rather than the whole drawing.
        framing: {
          crop: { top: 0.15, bottom: 0.15, left: 0, right: 0 },
          hotspot: { x: 0.5, y: 0.5, width: 1, height: 0.7 },
        },
      },
      {
        type: 'experiences',
        heading: pick({ en: 'Experience', fr: 'Parcours', pt: 'Experiência' }, locale),
        items: [
          {
            title: pick(
              {
                en: 'Product designer & front-end engineer',
                fr: 'Designer produit et développeuse front-end',
                pt: 'Designer de produto e engenheira front-end',
              },
              locale,
            ),
            company: pick({ en: 'Independent', fr: 'Indépendante', pt: 'Autônoma' }, locale),
            location: pick({ en: 'Lisbon', fr: 'Lisbonne', pt: 'Lisboa' }, locale),
            start: '2021-04-01',
            description: pick(
              {
                en: 'Design and front-end work for product teams across Europe and Brazil, from research to production code.',
                fr: 'Design et développement front-end pour des équipes produit en Europe et au Brésil, de la recherche au code de production.',
                pt: 'Design e front-end para times de produto na Europa e no Brasil, da pesquisa ao código de produção.',
              },
              locale,
            ),
          },
          {
            title: pick(
              { en: 'Senior product designer', fr: 'Designer produit senior', pt: 'Designer de produto sênior' },
              locale,
            ),
            company: 'Atlas Rail',
            url: 'https://atlas-rail.example.com',
            location: pick({ en: 'Berlin', fr: 'Berlin', pt: 'Berlim' }, locale),
            start: '2018-02-01',
            end: '2021-03-31',
            description: pick(
              {
                en: 'Led design for the journey planner used by two million travellers a month, and built its component library with the front-end team.',
                fr: "Responsable du design du planificateur de trajets utilisé par deux millions de voyageurs par mois, et de sa bibliothèque de composants, construite avec l'équipe front-end.",
                pt: 'Liderei o design do planejador de viagens usado por dois milhões de pessoas por mês e construí a biblioteca de componentes com o time de front-end.',
              },
              locale,
            ),
          },
          {
            title: pick({ en: 'Front-end engineer', fr: 'Développeuse front-end', pt: 'Engenheira front-end' }, locale),
            company: 'Fieldnote Labs',
            url: 'https://fieldnote.example.com',
            location: 'São Paulo',
            start: '2015-03-01',
            end: '2018-01-31',
            description: pick(
              {
                en: "Built offline-first research tools in React for field teams, and introduced the company's first accessibility audits.",
                fr: "Développement d'outils de recherche hors ligne en React pour les équipes de terrain, et mise en place des premiers audits d'accessibilité de l'entreprise.",
                pt: 'Construí em React ferramentas de pesquisa offline first para equipes de campo e implantei as primeiras auditorias de acessibilidade da empresa.',
              },
              locale,
            ),
          },
          {
            title: pick({ en: 'Graphic designer', fr: 'Graphiste', pt: 'Designer gráfica' }, locale),
            company: 'Estúdio Trama',
            location: 'São Paulo',
            start: '2012-08-01',
            end: '2015-02-28',
            description: pick(
              {
                en: 'Identities, editorial design and my first websites, for cultural institutions and independent publishers.',
                fr: 'Identités visuelles, design éditorial et mes premiers sites web, pour des institutions culturelles et des éditeurs indépendants.',
                pt: 'Identidades visuais, design editorial e meus primeiros sites, para instituições culturais e editoras independentes.',
              },
              locale,
            ),
          },
        ],
      },
      {
        type: 'stack',
        heading: pick({ en: 'Stack', fr: 'Outils', pt: 'Ferramentas' }, locale),
        intro: pick(
          {
            en: 'The tools I reach for first. I am just as happy to adopt yours.',
            fr: "Les outils vers lesquels je me tourne d'abord. J'adopte tout aussi volontiers les vôtres.",
            pt: 'As ferramentas que uso primeiro. Adoto as suas com o mesmo prazer.',
          },
          locale,
        ),
        items: [
          { name: 'Figma', url: 'https://www.figma.com', icon: 'figma' },
          { name: 'TypeScript', url: 'https://www.typescriptlang.org', icon: 'typescript' },
          { name: 'React', url: 'https://react.dev', icon: 'react' },
          { name: 'Next.js', url: 'https://nextjs.org', icon: 'nextdotjs' },
          { name: 'Sanity', url: 'https://www.sanity.io', icon: 'sanity' },
          { name: 'Storybook', url: 'https://storybook.js.org', icon: 'storybook' },
          // Simple Icons has no Playwright: the tool shows its letter tile.
          { name: 'Playwright', url: 'https://playwright.dev' },
        ],
      },
      {
        type: 'cta',
        heading: pick(
          { en: 'Want the long version?', fr: 'Envie de la version longue ?', pt: 'Quer a versão longa?' },
          locale,
        ),
        text: pick(
          {
            en: 'My CV, references and a few detailed case studies are available on request.',
            fr: 'Mon CV, des références et quelques études de cas détaillées sont disponibles sur demande.',
            pt: 'Meu currículo, referências e alguns estudos de caso detalhados estão disponíveis a pedido.',
          },
          locale,
        ),
        primary: {
          label: pick({ en: 'Get in touch', fr: 'Me contacter', pt: 'Falar comigo' }, locale),
          href: `/${locale}/contact`,
        },
      },
    ],
  },
  {
    id: 'contact',
    slug: { en: 'contact', fr: 'contact', pt: 'contact' },
    title: { en: 'Contact', fr: 'Contact', pt: 'Contato' },
    description: {
      en: 'Write to me about a project, a talk or a workshop, or book a short call. I reply within two working days.',
      fr: 'Écrivez-moi pour un projet, une conférence ou un atelier, ou réservez un court appel. Je réponds sous deux jours ouvrés.',
      pt: 'Escreva sobre um projeto, uma palestra ou uma oficina, ou marque uma conversa rápida. Respondo em até dois dias úteis.',
    },
    sections: (locale) => [
      {
        type: 'hero',
        eyebrow: pick({ en: 'Contact', fr: 'Contact', pt: 'Contato' }, locale),
        heading: pick({ en: 'Let’s talk.', fr: 'Parlons-en.', pt: 'Vamos conversar.' }, locale),
        text: pick(
          {
            en: 'The form below goes straight to my inbox. If you would rather talk, book a 20-minute call, or write to me by e-mail.',
            fr: 'Le formulaire ci-dessous arrive directement dans ma boîte de réception. Si vous préférez parler, réservez un appel de 20 minutes, ou écrivez-moi par e-mail.',
            pt: 'O formulário abaixo vai direto para a minha caixa de entrada. Se preferir conversar, marque uma chamada de 20 minutos ou me escreva por e-mail.',
          },
          locale,
        ),
        actions: [
          bookCall(locale),
          {
            label: pick({ en: 'Send an e-mail', fr: 'Envoyer un e-mail', pt: 'Enviar um e-mail' }, locale),
            href: `mailto:${persona.email}`,
          },
        ],
        showAvailability: true,
      },
      {
        type: 'richText',
        heading: pick(
          {
            en: 'What helps me reply quickly',
            fr: "Ce qui m'aide à répondre vite",
            pt: 'O que me ajuda a responder rápido',
          },
          locale,
        ),
        body: pick(
          {
            en: [
              p('You do not need a brief. A few lines on each of these is plenty:'),
              ...ul(
                'Your product and the people who use it.',
                "What you would like to have in three months' time.",
                'Your timeline and, if you have one, your budget.',
                'Links to anything I should see first.',
              ),
              p('I read everything myself and answer in English, French or Portuguese, whichever you write in.'),
            ],
            fr: [
              p("Pas besoin d'un cahier des charges. Quelques lignes sur chacun de ces points suffisent :"),
              ...ul(
                'Votre produit et les personnes qui l’utilisent.',
                'Ce que vous aimeriez avoir dans trois mois.',
                'Votre calendrier et, si vous en avez un, votre budget.',
                'Des liens vers ce que je devrais voir en premier.',
              ),
              p(
                'Je lis tout moi-même et je réponds en anglais, en français ou en portugais, dans la langue de votre message.',
              ),
            ],
            pt: [
              p('Você não precisa de um briefing. Algumas linhas sobre cada um destes pontos já bastam:'),
              ...ul(
                'O seu produto e as pessoas que o usam.',
                'O que você gostaria de ter daqui a três meses.',
                'Seu prazo e, se tiver, seu orçamento.',
                'Links para o que eu deveria ver primeiro.',
              ),
              p('Leio tudo pessoalmente e respondo em inglês, francês ou português, no idioma em que você escrever.'),
            ],
          },
          locale,
        ),
      },
    ],
  },
  {
    id: 'map',
    slug: { en: 'map', fr: 'map', pt: 'map' },
    title: { en: 'Site map', fr: 'Plan du site', pt: 'Mapa do site' },
    description: {
      en: 'Every page and every article on this site, in one place.',
      fr: 'Toutes les pages et tous les articles du site, au même endroit.',
      pt: 'Todas as páginas e todos os artigos do site, num só lugar.',
    },
    sections: (locale) => [
      {
        type: 'richText',
        body: [
          p(
            pick(
              {
                en: 'Everything on this site, in one place: pages first, then articles from newest to oldest. Looking for something in particular? [Write to me](/en/contact) and I will point you to it.',
                fr: "Tout le site au même endroit : d'abord les pages, puis les articles du plus récent au plus ancien. Vous cherchez quelque chose en particulier ? [Écrivez-moi](/fr/contact) et je vous l'indiquerai.",
                pt: 'Tudo o que há neste site, num só lugar: primeiro as páginas, depois os artigos, do mais novo ao mais antigo. Procurando algo específico? [Escreva para mim](/pt/contact) que eu indico o caminho.',
              },
              locale,
            ),
          ),
        ],
      },
    ],
  },
  {
    id: 'credits',
    slug: { en: 'credits', fr: 'credits', pt: 'credits' },
    title: { en: 'Credits', fr: 'Crédits', pt: 'Créditos' },
    description: {
      en: 'The people, typefaces and open-source projects this site depends on, with their licences.',
      fr: 'Les personnes, les polices et les projets open source dont dépend ce site, avec leurs licences.',
      pt: 'As pessoas, as fontes e os projetos open source de que este site depende, com suas licenças.',
    },
    sections: (locale) => [
      {
        type: 'richText',
        body: [
          p(
            pick(
              {
                en: "This site stands on other people's work. Thank you to everyone listed here; if I have forgotten you, [tell me](/en/contact) and I will fix it.",
                fr: "Ce site repose sur le travail d'autres personnes. Merci à toutes celles et ceux qui sont cités ici ; si je vous ai oublié, [dites-le-moi](/fr/contact) et je corrigerai.",
                pt: 'Este site se apoia no trabalho de outras pessoas. Obrigada a todos que aparecem aqui; se esqueci de você, [me avise](/pt/contact) que eu corrijo.',
              },
              locale,
            ),
          ),
        ],
      },
    ],
  },
  {
    id: 'partners',
    slug: { en: 'partners', fr: 'partners', pt: 'partners' },
    title: { en: 'Partners', fr: 'Partenaires', pt: 'Parceiros' },
    description: {
      en: 'The organisations I have designed and built products with, from coffee roasters to railways.',
      fr: "Les organisations avec qui j'ai conçu et développé des produits, du torréfacteur au chemin de fer.",
      pt: 'As organizações com quem projetei e construí produtos, de torrefações de café a ferrovias.',
    },
    sections: (locale) => [
      {
        type: 'richText',
        heading: pick(
          {
            en: 'Organisations I have worked with',
            fr: "Les organisations avec qui j'ai travaillé",
            pt: 'Organizações com quem trabalhei',
          },
          locale,
        ),
        body: [
          p(
            pick(
              {
                en: 'Long collaborations are the ones I am proudest of. These teams trusted me with their products, sometimes for years, and made me better at what I do.',
                fr: "Les longues collaborations sont celles dont je suis le plus fière. Ces équipes m'ont confié leurs produits, parfois pendant des années, et m'ont fait progresser.",
                pt: 'As colaborações longas são as de que mais me orgulho. Esses times me confiaram seus produtos, às vezes por anos, e me fizeram melhorar no que faço.',
              },
              locale,
            ),
          ),
        ],
      },
      {
        type: 'cta',
        heading: pick(
          {
            en: 'Working on something similar?',
            fr: 'Vous travaillez sur un projet semblable ?',
            pt: 'Trabalhando em algo parecido?',
          },
          locale,
        ),
        primary: {
          label: pick(
            { en: 'Start a conversation', fr: 'Commencer la conversation', pt: 'Começar uma conversa' },
            locale,
          ),
          href: `/${locale}/contact`,
        },
      },
    ],
  },
  {
    id: 'guardians',
    slug: { en: 'guardians', fr: 'guardians', pt: 'guardians' },
    title: { en: 'Guardians', fr: 'Gardiens', pt: 'Guardiões' },
    description: {
      en: 'The people who support my independent work: mentors, sponsors, proofreaders and testers.',
      fr: 'Les personnes qui soutiennent mon travail indépendant : mentors, mécènes, relectrices et testeurs.',
      pt: 'As pessoas que apoiam meu trabalho independente: mentoras, apoiadores, revisoras e testadores.',
    },
    sections: (locale) => [
      {
        type: 'richText',
        heading: pick({ en: 'Thank you', fr: 'Merci', pt: 'Obrigada' }, locale),
        body: pick(
          {
            en: [
              p(
                'Independent work only looks solitary. These people read drafts, test releases, fund the open-source tools and tell me when I am wrong. Neither Tessela nor this site would exist without them.',
              ),
              p(
                'If you would like to support the work too, [sponsor Tessela](https://github.example.com/sponsors/liviavilar) or simply [send a note](/en/contact); both mean a lot.',
              ),
            ],
            fr: [
              p(
                "Le travail indépendant n'est solitaire qu'en apparence. Ces personnes relisent mes brouillons, testent mes versions, financent les outils open source et me disent quand je me trompe. Ni Tessela ni ce site n'existeraient sans elles.",
              ),
              p(
                'Si vous voulez soutenir ce travail vous aussi, [parrainez Tessela](https://github.example.com/sponsors/liviavilar) ou [envoyez simplement un mot](/fr/contact) ; les deux comptent beaucoup.',
              ),
            ],
            pt: [
              p(
                'O trabalho independente só parece solitário. Essas pessoas leem rascunhos, testam versões, financiam as ferramentas open source e me dizem quando estou errada. Nem o Tessela nem este site existiriam sem elas.',
              ),
              p(
                'Se você também quiser apoiar o trabalho, [patrocine o Tessela](https://github.example.com/sponsors/liviavilar) ou simplesmente [mande um recado](/pt/contact); as duas coisas significam muito.',
              ),
            ],
          },
          locale,
        ),
      },
    ],
  },
  {
    id: 'process',
    slug: processSlug,
    title: { en: 'How I work', fr: 'Ma façon de travailler', pt: 'Como eu trabalho' },
    description: {
      en: 'The four phases of a typical project, from the first conversation to the hand-over, and what you get at the end of each one.',
      fr: "Les quatre phases d'un projet type, de la première conversation à la passation, et ce que vous obtenez à la fin de chacune.",
      pt: 'As quatro fases de um projeto típico, da primeira conversa à entrega, e o que você recebe ao fim de cada uma.',
    },
    // A paper-like working document: always shown in light mode, whatever the visitor chose.
    colorMode: 'light',
    validate: {
      en: { pathPattern: '^/en/studio/process/?$' },
      fr: { pathPattern: '^/fr/studio/processus/?$' },
      pt: { pathPattern: '^/pt/estudio/processo/?$' },
    },
    sections: (locale) => [
      {
        type: 'hero',
        eyebrow: pick({ en: 'Process', fr: 'Méthode', pt: 'Processo' }, locale),
        heading: pick(
          { en: 'A project in four phases', fr: 'Un projet en quatre phases', pt: 'Um projeto em quatro fases' },
          locale,
        ),
        text: pick(
          {
            en: 'Every project is different, but most follow the same rhythm. Each phase ends with something you can use, even if we stop there.',
            fr: "Chaque projet est différent, mais la plupart suivent le même rythme. Chaque phase se termine par quelque chose d'utilisable, même si l'on s'arrête là.",
            pt: 'Cada projeto é diferente, mas a maioria segue o mesmo ritmo. Cada fase termina com algo que você pode usar, mesmo que a gente pare por ali.',
          },
          locale,
        ),
      },
      {
        type: 'cards',
        heading: pick({ en: 'The phases', fr: 'Les phases', pt: 'As fases' }, locale),
        columns: 4,
        cards: [
          {
            title: pick({ en: '1. Listen', fr: '1. Écouter', pt: '1. Escutar' }, locale),
            text: pick(
              {
                en: 'Interviews with your team and your users, a look at the data, and a written summary of what we learned and what we will solve.',
                fr: 'Des entretiens avec votre équipe et vos utilisateurs, un regard sur les données, et une synthèse écrite de ce que nous avons appris et de ce que nous allons résoudre.',
                pt: 'Entrevistas com o seu time e seus usuários, uma olhada nos dados e um resumo escrito do que aprendemos e do que vamos resolver.',
              },
              locale,
            ),
          },
          {
            title: pick({ en: '2. Shape', fr: '2. Dessiner', pt: '2. Dar forma' }, locale),
            text: pick(
              {
                en: 'Sketches, flows and prototypes in short loops, tested with real people before anything is polished.',
                fr: 'Des croquis, des parcours et des prototypes en boucles courtes, testés avec de vraies personnes avant toute finition.',
                pt: 'Esboços, fluxos e protótipos em ciclos curtos, testados com pessoas reais antes de qualquer acabamento.',
              },
              locale,
            ),
          },
          {
            title: pick({ en: '3. Build', fr: '3. Construire', pt: '3. Construir' }, locale),
            text: pick(
              {
                en: 'Production code alongside your developers: components, pages and tests, reviewed like any other contribution.',
                fr: "Du code de production aux côtés de vos développeurs : composants, pages et tests, relus comme n'importe quelle contribution.",
                pt: 'Código de produção ao lado dos seus desenvolvedores: componentes, páginas e testes, revisados como qualquer outra contribuição.',
              },
              locale,
            ),
          },
          {
            title: pick({ en: '4. Hand over', fr: '4. Transmettre', pt: '4. Entregar' }, locale),
            text: pick(
              {
                en: 'Documentation, a recorded walkthrough and a month of answers to questions, so the team owns what we made.',
                fr: "De la documentation, une visite guidée enregistrée et un mois de réponses aux questions, pour que l'équipe s'approprie ce que nous avons fait.",
                pt: 'Documentação, um tour gravado e um mês respondendo dúvidas, para que o time seja dono do que fizemos.',
              },
              locale,
            ),
          },
        ],
      },
      {
        type: 'richText',
        heading: pick({ en: 'Workshops', fr: 'Ateliers', pt: 'Oficinas' }, locale),
        body: pick(
          {
            en: [
              p(
                'I also run half-day workshops for product teams: on design reviews that end in decisions, on accessible forms, and on design tokens without a platform team. Each one is hands-on and uses your own product as material.',
              ),
              p(
                'The thinking behind the review workshop is in [What a design review is for](/en/articles/what-a-design-review-is-for).',
              ),
            ],
            fr: [
              p(
                "J'anime aussi des ateliers d'une demi-journée pour les équipes produit : sur les revues de design qui aboutissent à des décisions, sur les formulaires accessibles et sur les design tokens sans équipe plateforme. Chacun est pratique et prend votre propre produit comme matière.",
              ),
              p(
                "Les idées derrière l'atelier sur les revues sont dans [À quoi sert une revue de design](/fr/articles/a-quoi-sert-une-revue-de-design).",
              ),
            ],
            pt: [
              p(
                'Também conduzo oficinas de meio período para times de produto: sobre revisões de design que terminam em decisões, sobre formulários acessíveis e sobre design tokens sem um time de plataforma. Todas são práticas e usam o seu próprio produto como material.',
              ),
              p(
                'As ideias por trás da oficina de revisões estão em [Para que serve uma revisão de design](/pt/articles/para-que-serve-uma-revisao-de-design).',
              ),
            ],
          },
          locale,
        ),
      },
      {
        type: 'cta',
        heading: pick({ en: 'Sounds like a fit?', fr: 'Ça vous parle ?', pt: 'Faz sentido para você?' }, locale),
        text: pick(
          {
            en: 'A 20-minute call is usually enough to know whether I can help.',
            fr: 'Un appel de 20 minutes suffit en général pour savoir si je peux vous aider.',
            pt: 'Uma conversa de 20 minutos costuma bastar para saber se posso ajudar.',
          },
          locale,
        ),
        primary: bookCall(locale),
        secondary: writeToMe(locale),
      },
    ],
  },
];

/** The unpublished drafts of the about page, one per language: a new hero, so draft mode shows a visible change. */
export const aboutDraftRevision: L<{ heading: string; text: string; description: string }> = {
  en: {
    heading: 'Hi, I’m Lívia. I am booking projects for the autumn.',
    text: 'I grew up in Belo Horizonte, studied graphic design in São Paulo and taught myself to code. From September I have room for one new long-term project; if yours needs design and front-end under one roof, let’s talk.',
    description:
      'Who I am, where I have worked, the tools I use, and what I am available for from September: twelve years between design and code.',
  },
  fr: {
    heading: 'Bonjour, je suis Lívia. Je prends des projets pour l’automne.',
    text: 'J’ai grandi à Belo Horizonte, étudié le design graphique à São Paulo et appris à coder seule. Dès septembre, j’ai de la place pour un nouveau projet au long cours ; si le vôtre demande du design et du front-end sous un même toit, parlons-en.',
    description:
      'Qui je suis, où j’ai travaillé, mes outils, et mes disponibilités dès septembre : douze ans entre design et code.',
  },
  pt: {
    heading: 'Oi, eu sou a Lívia. Estou aceitando projetos para o outono.',
    text: 'Cresci em Belo Horizonte, estudei design gráfico em São Paulo e aprendi a programar sozinha. A partir de setembro tenho espaço para um novo projeto de longo prazo; se o seu precisa de design e front-end sob o mesmo teto, vamos conversar.',
    description:
      'Quem sou, onde trabalhei, as ferramentas que uso e minha disponibilidade a partir de setembro: doze anos entre design e código.',
  },
};
