/**
 * Seven articles by Lívia Vilar: six in English, French and Portuguese (Brazil),
 * and meetup notes in English only, which were never translated. Translations are
 * written, not machine-made; code is the same in every language except where it
 * shows language-specific content.
 */
import { callout, code, figure, h2, ol, p, ul } from '../markup';
import type { ArticleSource } from './types';

const reducedMotion = code(
  'css',
  `
@media (prefers-reduced-motion: reduce) {
  *,
  *::before,
  *::after {
    animation-duration: 0.01ms !important;
    animation-iteration-count: 1 !important;
    transition-duration: 0.01ms !important;
    scroll-behavior: auto !important;
  }
}
`,
  'reduced-motion.css',
);

const typeScale = (comment: string) =>
  code(
    'css',
    `
:root {
  /* ${comment} */
  --step--1: clamp(0.833rem, 0.829rem + 0.019vw, 0.844rem);
  --step-0: clamp(1rem, 0.951rem + 0.217vw, 1.125rem);
  --step-1: clamp(1.2rem, 1.083rem + 0.522vw, 1.5rem);
  --step-2: clamp(1.44rem, 1.221rem + 0.972vw, 1.999rem);
  --step-3: clamp(1.728rem, 1.361rem + 1.63vw, 2.665rem);
}

h1 { font-size: var(--step-3); line-height: calc(1em + 0.5rem); }
h2 { font-size: var(--step-2); line-height: calc(1em + 0.5rem); }
body { font-size: var(--step-0); line-height: 1.5; }
small { font-size: var(--step--1); }
`,
    'type-scale.css',
  );

const tokensJson = code(
  'json',
  `
{
  "palette": {
    "emerald": { "50": "#ecfdf5", "600": "#059669", "700": "#047857" },
    "neutral": { "50": "#fafafa", "800": "#262626", "950": "#0a0a0a" }
  },
  "color": {
    "action": { "primary": "{palette.emerald.700}" },
    "surface": { "page": "{palette.neutral.50}", "inverse": "{palette.neutral.950}" },
    "text": { "body": "{palette.neutral.800}" }
  }
}
`,
  'tokens.json',
);

const buildTokens = code(
  'typescript',
  `
import { readFileSync, writeFileSync } from 'node:fs';

type Tree = { [name: string]: string | Tree };
const tokens = JSON.parse(readFileSync('tokens.json', 'utf8')) as Tree;

function lookup(path: string): string {
  const value = path.split('.').reduce<string | Tree>((node, key) => (node as Tree)[key]!, tokens);
  if (typeof value !== 'string') throw new Error(\`\${path} is not a value\`);
  return resolve(value);
}

function resolve(value: string): string {
  return value.replace(/\\{([^}]+)\\}/g, (_, path: string) => lookup(path));
}

function flatten(node: Tree, prefix: string[] = []): string[] {
  return Object.entries(node).flatMap(([key, child]) =>
    typeof child === 'string'
      ? [\`  --\${[...prefix, key].join('-')}: \${resolve(child)};\`]
      : flatten(child, [...prefix, key]),
  );
}

const { palette: _palette, ...semantic } = tokens;
writeFileSync('tokens.css', \`:root {\\n\${flatten(semantic as Tree).join('\\n')}\\n}\\n\`);
`,
  'build-tokens.ts',
);

const useField = code(
  'tsx',
  `
import { useState, type ChangeEvent } from 'react';

export function useField(validate: (value: string) => string | null) {
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const error = touched ? validate(value.trim()) : null;

  return {
    value,
    error,
    inputProps: {
      value,
      'aria-invalid': error ? true : undefined,
      onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(event.target.value),
      onBlur: () => setTouched(true),
    },
  };
}
`,
  'use-field.tsx',
);

const captureStates = (comment: string) =>
  code(
    'sh',
    `
# ${comment}
npx playwright test review/ --project=chromium --update-snapshots
open review/__screenshots__
`,
    'capture-states.sh',
  );

export const articles: ArticleSource[] = [
  {
    id: 'calm',
    publishedAt: '2023-03-14T09:30:00Z',
    cover: { style: 'waves', palette: 'tejo' },
    diagram: 'calm',
    text: {
      en: {
        slug: 'designing-for-calm',
        title: 'Designing for calm',
        description:
          'Most interfaces compete for attention they have not earned. A few habits I use to make products that stay quiet until they have something to say.',
        tags: ['design', 'attention', 'motion'],
        coverAlt: 'Layered waves in green, cream and terracotta under a pale moon.',
        body: [
          p(
            'Open any phone at the end of a working day and count the red dots. Each one was a reasonable decision on its own: a product manager wanted engagement, a designer wanted the new feature to be found, an engineer wired a badge to a counter because the API had one. Together they make a device that feels like a room full of people clearing their throats.',
          ),
          p(
            'Calm design is not minimalism. A calm interface can be dense, colourful, even busy. What it does not do is ask for attention it has not earned. Here are the habits I use to get there.',
          ),
          h2('Interrupt only for what cannot wait'),
          p(
            'Before adding a notification, I ask one question: *what goes wrong if the person sees this in an hour?* If the honest answer is “nothing”, the information belongs in the product, where people find it when they come looking, not in their pocket.',
          ),
          ...ul(
            '**Now**: a payment failed, a train is cancelled, someone is waiting for you.',
            '**Later**: a weekly summary, a comment on a document, a new feature.',
            '**Never**: “We miss you”, streaks, anything that exists to move a metric.',
          ),
          figure(
            'calm',
            'Two phones side by side: the first crowded with seven notifications and red badges, the second showing a single quiet card.',
            'The same day, before and after sorting notifications into now, later and never.',
          ),
          h2('Let motion explain, not decorate'),
          p(
            "Animation is a strong signal: it pulls the eye whether we want it to or not. I keep it for moments where it carries meaning: where something came from, where it went, what changed. Everything else gets a fade, or nothing. And whatever I do, I respect the visitor's system setting:",
          ),
          reducedMotion,
          callout(
            'tip',
            'Turn on reduced motion and do not disturb, then use your product for a day. Whatever still reaches you is what your product thinks is urgent. Is it?',
            'A quick audit',
          ),
          h2('Make waiting feel finite'),
          p(
            'A spinner says “something is happening”; it does not say for how long. When I can, I show progress in the shape of the result: a skeleton of the page that is coming, a count of files left, a time estimate that is honest about being an estimate. People tolerate waiting much better when they can see its end.',
          ),
          h2('Quiet is a feature'),
          p(
            "Calm products are easier to trust, and trust is what makes people come back without being asked. If you want to go further, Amber Case's [Calm Technology](https://calmtech.com) principles are a good place to start, and I am always happy to [talk about your product](/en/contact).",
          ),
        ],
      },
      fr: {
        slug: 'concevoir-le-calme',
        title: 'Concevoir le calme',
        description:
          "La plupart des interfaces réclament une attention qu'elles n'ont pas méritée. Quelques habitudes pour concevoir des produits qui se taisent jusqu'à ce qu'ils aient quelque chose à dire.",
        tags: ['design', 'attention', 'animation'],
        coverAlt: 'Des vagues superposées, vertes, crème et terre cuite, sous une lune pâle.',
        body: [
          p(
            "Prenez n'importe quel téléphone en fin de journée et comptez les pastilles rouges. Chacune, prise à part, était une décision raisonnable : une responsable produit voulait de l'engagement, un designer voulait que la nouvelle fonctionnalité soit trouvée, un développeur a branché un badge sur un compteur parce que l'API en fournissait un. Ensemble, elles font de l'appareil une salle pleine de gens qui se raclent la gorge.",
          ),
          p(
            "Le design calme n'est pas du minimalisme. Une interface calme peut être dense, colorée, voire chargée. Ce qu'elle ne fait pas, c'est réclamer une attention qu'elle n'a pas méritée. Voici les habitudes qui m'aident à y parvenir.",
          ),
          h2("N'interrompre que pour ce qui ne peut pas attendre"),
          p(
            "Avant d'ajouter une notification, je me pose une seule question : *qu'est-ce qui tourne mal si la personne la voit dans une heure ?* Si la réponse honnête est « rien », l'information a sa place dans le produit, là où on la trouve quand on la cherche, pas dans la poche de quelqu'un.",
          ),
          ...ul(
            '**Maintenant** : un paiement a échoué, un train est annulé, quelqu’un vous attend.',
            '**Plus tard** : un résumé hebdomadaire, un commentaire sur un document, une nouvelle fonctionnalité.',
            "**Jamais** : « Vous nous manquez », les séries à ne pas briser, tout ce qui n'existe que pour faire bouger un indicateur.",
          ),
          figure(
            'calm',
            "Deux téléphones côte à côte : le premier encombré de sept notifications et de pastilles rouges, le second n'affichant qu'une carte discrète.",
            'La même journée, avant et après le tri des notifications en maintenant, plus tard et jamais.',
          ),
          h2('Que le mouvement explique au lieu de décorer'),
          p(
            "L'animation est un signal fort : elle attire le regard, qu'on le veuille ou non. Je la réserve aux moments où elle a un sens : d'où vient un élément, où il est parti, ce qui a changé. Tout le reste a droit à un fondu, ou à rien. Et quoi que je fasse, je respecte le réglage système du visiteur :",
          ),
          reducedMotion,
          callout(
            'tip',
            "Activez la réduction des animations et le mode Ne pas déranger, puis utilisez votre produit pendant une journée. Ce qui vous parvient encore, c'est ce que votre produit juge urgent. L'est-ce vraiment ?",
            'Un audit express',
          ),
          h2("Rendre l'attente finie"),
          p(
            "Un indicateur de chargement dit « il se passe quelque chose » ; il ne dit pas combien de temps. Quand je le peux, je montre la progression sous la forme du résultat : le squelette de la page qui arrive, le nombre de fichiers restants, une estimation de durée qui assume d'en être une. On supporte bien mieux l'attente quand on en voit la fin.",
          ),
          h2('Le silence est une fonctionnalité'),
          p(
            "Les produits calmes inspirent davantage confiance, et c'est la confiance qui fait revenir les gens sans qu'on les relance. Pour aller plus loin, les principes de la [Calm Technology](https://calmtech.com) d'Amber Case sont un bon point de départ, et je serai ravie de [parler de votre produit](/fr/contact).",
          ),
        ],
      },
      pt: {
        slug: 'projetar-a-calma',
        title: 'Projetar a calma',
        description:
          'A maioria das interfaces disputa uma atenção que não conquistou. Alguns hábitos que uso para criar produtos que ficam em silêncio até terem algo a dizer.',
        tags: ['design', 'atenção', 'animação'],
        coverAlt: 'Ondas sobrepostas em verde, creme e terracota sob uma lua pálida.',
        body: [
          p(
            'Pegue qualquer celular no fim do expediente e conte as bolinhas vermelhas. Cada uma foi, isoladamente, uma decisão razoável: uma gerente de produto queria engajamento, um designer queria que a nova funcionalidade fosse encontrada, um desenvolvedor ligou um selo a um contador porque a API tinha um. Juntas, elas transformam o aparelho numa sala cheia de gente pigarreando.',
          ),
          p(
            'Design calmo não é minimalismo. Uma interface calma pode ser densa, colorida, até movimentada. O que ela não faz é pedir uma atenção que não conquistou. Estes são os hábitos que me ajudam a chegar lá.',
          ),
          h2('Interromper só pelo que não pode esperar'),
          p(
            'Antes de adicionar uma notificação, faço uma única pergunta: *o que dá errado se a pessoa vir isto daqui a uma hora?* Se a resposta honesta for “nada”, a informação pertence ao produto, onde as pessoas a encontram quando vão procurar, e não ao bolso delas.',
          ),
          ...ul(
            '**Agora**: um pagamento falhou, um trem foi cancelado, alguém está esperando por você.',
            '**Depois**: um resumo semanal, um comentário num documento, uma funcionalidade nova.',
            '**Nunca**: “Sentimos sua falta”, sequências de dias seguidos, qualquer coisa que exista só para mexer numa métrica.',
          ),
          figure(
            'calm',
            'Dois celulares lado a lado: o primeiro lotado de sete notificações e selos vermelhos, o segundo mostrando um único cartão discreto.',
            'O mesmo dia, antes e depois de separar as notificações em agora, depois e nunca.',
          ),
          h2('Movimento que explica, não que enfeita'),
          p(
            'Animação é um sinal forte: ela puxa o olhar, queiramos ou não. Eu a reservo para os momentos em que ela carrega significado: de onde algo veio, para onde foi, o que mudou. Todo o resto ganha um esmaecimento, ou nada. E, faça o que fizer, respeito a configuração do sistema de quem visita:',
          ),
          reducedMotion,
          callout(
            'tip',
            'Ative a redução de movimento e o modo não perturbe e use seu produto por um dia. O que ainda chegar até você é o que seu produto considera urgente. É mesmo?',
            'Uma auditoria rápida',
          ),
          h2('Fazer a espera parecer finita'),
          p(
            'Um spinner diz “algo está acontecendo”; não diz por quanto tempo. Quando posso, mostro o progresso no formato do resultado: o esqueleto da página que está chegando, a contagem de arquivos restantes, uma estimativa de tempo que assume ser uma estimativa. As pessoas toleram muito melhor a espera quando conseguem ver o fim dela.',
          ),
          h2('Silêncio é funcionalidade'),
          p(
            'Produtos calmos são mais fáceis de confiar, e é a confiança que faz as pessoas voltarem sem precisar de convite. Se quiser ir além, os princípios de [Calm Technology](https://calmtech.com), de Amber Case, são um bom ponto de partida, e vou adorar [conversar sobre o seu produto](/pt/contact).',
          ),
        ],
      },
    },
  },
  {
    id: 'type-scale',
    publishedAt: '2023-06-02T08:00:00Z',
    cover: { style: 'bauhaus', palette: 'terra' },
    diagram: 'scale',
    text: {
      en: {
        slug: 'notes/type-scale',
        title: 'A type scale you can reason about',
        description:
          'Fluid type without magic numbers: one ratio, two viewport widths and a few lines of CSS that any teammate can read and change.',
        tags: ['typography', 'css'],
        coverAlt: 'A grid of half circles, quarter discs and stripes in terracotta, green and black on sand.',
        body: [
          p(
            'Every project I join has a type scale somewhere. Usually it is a list of sizes that made sense to someone years ago: 13, 15, 17, 22, 28, 36… Nobody remembers why 17, and nobody dares to change it. A scale you can reason about has fewer moving parts: a base size, a ratio, and a rule for how both change with the screen.',
          ),
          h2('One ratio, every size'),
          p(
            'A modular scale multiplies a base size by the same ratio at each step. With a base of 1rem and a ratio of 1.25 (a *major third*), the steps are 1, 1.25, 1.563, 1.953 and 2.441rem. Headings use the upper steps, captions the steps below zero. When a heading looks too loud, you move it down a step; you never invent a new size.',
          ),
          figure(
            'scale',
            'Seven bars growing in height, each a quarter taller than the one before; the fourth is highlighted in green.',
            'Seven steps of a 1.25 scale. The highlighted step is the body size.',
          ),
          h2('Let the ratio breathe with the viewport'),
          p(
            'On a phone, a ratio of 1.2 keeps headings from wrapping on every word; on a wide screen, 1.333 gives them room to lead. Instead of switching at breakpoints, I interpolate both the base and the ratio between two viewport widths with `clamp()`:',
          ),
          typeScale('16px and a 1.2 ratio at 360px wide; 18px and a 1.333 ratio at 1280px wide'),
          p(
            'The numbers look opaque, but they come from six inputs: two base sizes, two ratios and two viewport widths. I keep those inputs in a comment at the top of the file and regenerate the steps with a small script, or with [Utopia](https://utopia.fyi), which does exactly this and explains it better than I can.',
          ),
          callout(
            'note',
            "Always mix a `rem` term into the preferred value, as above. A size expressed only in `vw` ignores the visitor's font-size setting and does not grow when they zoom.",
            'Accessibility',
          ),
          h2('Line height falls as size rises'),
          p(
            'Large text needs less leading. Body copy gets `line-height: 1.5`; headings get `calc(1em + 0.5rem)`, which adds a fixed half rem to the font size, so the ratio tightens by itself as the text grows. One rule, no table of exceptions.',
          ),
          h2('Write the scale down'),
          p(
            'The scale lives in the design file and in the code under the same names: *step 0* is body text, *step 3* is the page title. When design and code speak the same words, reviews get shorter; [Design tokens without the ceremony](/en/articles/design-tokens-without-ceremony) shows how I keep them in sync.',
          ),
        ],
      },
      fr: {
        slug: 'notes/echelle-typographique',
        title: 'Une échelle typographique qui se comprend',
        description:
          "Une typographie fluide sans nombres magiques : un rapport, deux largeurs d'écran et quelques lignes de CSS que n'importe qui dans l'équipe peut lire et modifier.",
        tags: ['typographie', 'css'],
        coverAlt:
          'Une grille de demi-cercles, de quarts de disque et de rayures terre cuite, vertes et noires sur fond sable.',
        body: [
          p(
            "Chaque projet que je rejoins a une échelle typographique quelque part. Le plus souvent, c'est une liste de tailles qui avait du sens pour quelqu'un il y a des années : 13, 15, 17, 22, 28, 36… Personne ne se souvient pourquoi 17, et personne n'ose y toucher. Une échelle qui se comprend a moins de pièces mobiles : une taille de base, un rapport, et une règle qui dit comment les deux évoluent avec l'écran.",
          ),
          h2('Un rapport, toutes les tailles'),
          p(
            "Une échelle modulaire multiplie la taille de base par le même rapport à chaque palier. Avec une base de 1rem et un rapport de 1,25 (une *tierce majeure*), les paliers valent 1, 1,25, 1,563, 1,953 et 2,441rem. Les titres prennent les paliers du haut, les légendes ceux sous zéro. Quand un titre crie trop fort, on le descend d'un palier ; on n'invente jamais une nouvelle taille.",
          ),
          figure(
            'scale',
            "Sept barres de plus en plus hautes, chacune d'un quart plus grande que la précédente ; la quatrième est mise en valeur en vert.",
            "Sept paliers d'une échelle de 1,25. Le palier en vert est la taille du texte courant.",
          ),
          h2("Laisser le rapport respirer avec l'écran"),
          p(
            "Sur un téléphone, un rapport de 1,2 évite que les titres passent à la ligne à chaque mot ; sur un grand écran, 1,333 leur laisse de quoi s'imposer. Plutôt que de changer de valeur à chaque point de rupture, j'interpole la base et le rapport entre deux largeurs d'écran avec `clamp()` :",
          ),
          typeScale('16px et un rapport de 1,2 à 360px de large ; 18px et 1,333 à 1280px'),
          p(
            "Les nombres paraissent obscurs, mais ils découlent de six données : deux tailles de base, deux rapports et deux largeurs d'écran. Je garde ces données en commentaire en tête de fichier et je régénère les paliers avec un petit script, ou avec [Utopia](https://utopia.fyi), qui fait exactement cela et l'explique mieux que moi.",
          ),
          callout(
            'note',
            'Mêlez toujours un terme en `rem` à la valeur préférée, comme ci-dessus. Une taille exprimée uniquement en `vw` ignore le réglage de taille de police du visiteur et ne grossit pas quand il zoome.',
            'Accessibilité',
          ),
          h2("L'interlignage baisse quand la taille monte"),
          p(
            "Un grand texte a besoin de moins d'interlignage. Le texte courant reçoit `line-height: 1.5` ; les titres reçoivent `calc(1em + 0.5rem)`, qui ajoute un demi-rem fixe à la taille de police : le rapport se resserre tout seul à mesure que le texte grandit. Une seule règle, pas de tableau d'exceptions.",
          ),
          h2("Mettre l'échelle par écrit"),
          p(
            "L'échelle vit dans le fichier de design et dans le code sous les mêmes noms : le *palier 0* est le texte courant, le *palier 3* le titre de page. Quand le design et le code parlent la même langue, les revues raccourcissent ; [Des tokens sans cérémonie](/fr/articles/des-tokens-sans-ceremonie) montre comment je les garde synchronisés.",
          ),
        ],
      },
      pt: {
        slug: 'notas/escala-tipografica',
        title: 'Uma escala tipográfica que dá para entender',
        description:
          'Tipografia fluida sem números mágicos: uma razão, duas larguras de tela e algumas linhas de CSS que qualquer pessoa do time consegue ler e alterar.',
        tags: ['tipografia', 'css'],
        coverAlt:
          'Uma grade de semicírculos, quartos de disco e listras em terracota, verde e preto sobre fundo areia.',
        body: [
          p(
            'Todo projeto em que eu entro tem uma escala tipográfica em algum lugar. Quase sempre é uma lista de tamanhos que fez sentido para alguém anos atrás: 13, 15, 17, 22, 28, 36… Ninguém lembra por que 17, e ninguém tem coragem de mudar. Uma escala que dá para entender tem menos peças soltas: um tamanho base, uma razão e uma regra para como os dois mudam com a tela.',
          ),
          h2('Uma razão, todos os tamanhos'),
          p(
            'Uma escala modular multiplica o tamanho base pela mesma razão a cada degrau. Com base de 1rem e razão de 1,25 (uma *terça maior*), os degraus são 1, 1,25, 1,563, 1,953 e 2,441rem. Os títulos usam os degraus de cima; as legendas, os degraus abaixo de zero. Quando um título grita demais, você desce um degrau; nunca inventa um tamanho novo.',
          ),
          figure(
            'scale',
            'Sete barras cada vez mais altas, cada uma um quarto maior que a anterior; a quarta está destacada em verde.',
            'Sete degraus de uma escala de 1,25. O degrau destacado é o tamanho do texto corrido.',
          ),
          h2('Deixar a razão respirar com a tela'),
          p(
            'No celular, uma razão de 1,2 evita que os títulos quebrem linha a cada palavra; numa tela larga, 1,333 dá espaço para eles se destacarem. Em vez de trocar valores a cada breakpoint, interpolo a base e a razão entre duas larguras de tela com `clamp()`:',
          ),
          typeScale('16px e razão 1,2 com 360px de largura; 18px e 1,333 com 1280px'),
          p(
            'Os números parecem obscuros, mas saem de seis entradas: dois tamanhos base, duas razões e duas larguras de tela. Guardo essas entradas num comentário no topo do arquivo e gero os degraus de novo com um script pequeno, ou com o [Utopia](https://utopia.fyi), que faz exatamente isso e explica melhor do que eu.',
          ),
          callout(
            'note',
            'Sempre misture um termo em `rem` ao valor preferido, como acima. Um tamanho expresso só em `vw` ignora a configuração de tamanho de fonte de quem visita e não cresce com o zoom.',
            'Acessibilidade',
          ),
          h2('A entrelinha cai quando o tamanho sobe'),
          p(
            'Texto grande precisa de menos entrelinha. O texto corrido recebe `line-height: 1.5`; os títulos recebem `calc(1em + 0.5rem)`, que soma meio rem fixo ao tamanho da fonte, então a proporção se aperta sozinha conforme o texto cresce. Uma regra só, sem tabela de exceções.',
          ),
          h2('Pôr a escala no papel'),
          p(
            'A escala vive no arquivo de design e no código com os mesmos nomes: o *degrau 0* é o texto corrido, o *degrau 3* é o título da página. Quando design e código falam a mesma língua, as revisões ficam mais curtas; [Tokens sem cerimônia](/pt/articles/tokens-sem-cerimonia) mostra como mantenho os dois sincronizados.',
          ),
        ],
      },
    },
  },
  {
    id: 'tokens',
    publishedAt: '2023-10-19T10:00:00Z',
    // Shown wider than drawn (16:9 from 16:10): the cut keeps the bottom of the frame.
    cover: { style: 'orbits', palette: 'ameixa', framing: { hotspot: { x: 0.5, y: 0.8, width: 0.4, height: 0.3 } } },
    diagram: 'tokens',
    text: {
      en: {
        slug: 'design-tokens-without-ceremony',
        title: 'Design tokens without the ceremony',
        description:
          'You do not need a platform team to benefit from design tokens. A JSON file, a naming rule and a thirty-line script carried a whole product for me.',
        tags: ['design systems', 'tokens', 'typescript'],
        coverAlt: 'Translucent discs in cream, coral and mint orbiting on a dark plum background.',
        body: [
          p(
            'Design tokens have a reputation for ceremony: a dedicated pipeline, a naming committee, a plugin that syncs the design tool to five platforms. For most teams I work with, that is a lot of machinery for a problem that fits in one file. This is the smallest setup that has held up for me in production.',
          ),
          h2('Start with decisions, not values'),
          p(
            'A token is a named decision. `#047857` is a value; `color.action.primary` is a decision: *this is what clickable things look like*. I keep two layers: a **palette** with every raw value the brand allows, and **semantic tokens** that point into it. Components only ever use the semantic layer.',
          ),
          figure(
            'tokens',
            'Three colour ramps of eleven swatches each, green, neutral grey and orange, going from almost white to almost black.',
            'The palette layer: three ramps from 50 to 950. Components never reference it directly.',
          ),
          tokensJson,
          h2('Thirty lines instead of a pipeline'),
          p(
            'A small script resolves the references and writes CSS custom properties. It runs before the dev server and in CI, and its output is committed, so a reviewer sees exactly which colours a change touched.',
          ),
          buildTokens,
          callout(
            'warning',
            '“green-button” breaks the day marketing asks for a purple campaign. “action-primary” survives it: you change one reference and every button follows.',
            'Name for intent, not appearance',
          ),
          h2('Keep the design file honest'),
          p(
            'Tokens only help if the design file uses the same names. I publish the semantic layer as a shared library of colour styles named exactly like the CSS properties, so a designer picking `action/primary` and a developer typing `--color-action-primary` are making the same choice. Once a quarter I search the file for raw hex values; each one I find is either a missing token or a decision nobody wrote down.',
          ),
          h2('Where the ceremony earns its keep'),
          p(
            'This setup stops scaling when you ship to several platforms (iOS, Android, e-mail) or when several teams publish their own components. Then a standard format and a real tool such as [Style Dictionary](https://styledictionary.com) pay for themselves. Until then, one file and one script keep designers and developers looking at the same names, which was the point all along.',
          ),
        ],
      },
      fr: {
        slug: 'des-tokens-sans-ceremonie',
        title: 'Des tokens sans cérémonie',
        description:
          "Pas besoin d'une équipe plateforme pour profiter des design tokens. Un fichier JSON, une règle de nommage et un script de trente lignes ont porté tout un produit.",
        tags: ['design systems', 'tokens', 'typescript'],
        coverAlt: 'Des disques translucides crème, corail et menthe en orbite sur un fond prune foncé.',
        body: [
          p(
            "Les design tokens ont une réputation de cérémonie : une chaîne de publication dédiée, un comité de nommage, un plugin qui synchronise l'outil de design vers cinq plateformes. Pour la plupart des équipes avec qui je travaille, c'est beaucoup de machinerie pour un problème qui tient dans un fichier. Voici la plus petite installation qui a tenu la route en production.",
          ),
          h2('Partir des décisions, pas des valeurs'),
          p(
            "Un token est une décision qui porte un nom. `#047857` est une valeur ; `color.action.primary` est une décision : *voilà à quoi ressemble ce qui est cliquable*. Je garde deux couches : une **palette** avec toutes les valeurs brutes que la marque autorise, et des **tokens sémantiques** qui pointent vers elle. Les composants n'utilisent que la couche sémantique.",
          ),
          figure(
            'tokens',
            'Trois dégradés de onze nuances chacun, vert, gris neutre et orange, du presque blanc au presque noir.',
            'La couche palette : trois dégradés de 50 à 950. Les composants ne la référencent jamais directement.',
          ),
          tokensJson,
          h2("Trente lignes au lieu d'une chaîne de publication"),
          p(
            'Un petit script résout les références et écrit des propriétés personnalisées CSS. Il tourne avant le serveur de développement et dans la CI, et son résultat est versionné : en revue, on voit exactement quelles couleurs un changement a touchées.',
          ),
          buildTokens,
          callout(
            'warning',
            '« bouton-vert » casse le jour où le marketing demande une campagne violette. « action-primary » y survit : on change une référence et tous les boutons suivent.',
            "Nommer l'intention, pas l'apparence",
          ),
          h2('Garder le fichier de design honnête'),
          p(
            "Les tokens n'aident que si le fichier de design emploie les mêmes noms. Je publie la couche sémantique comme une bibliothèque partagée de styles de couleur nommés exactement comme les propriétés CSS : une designer qui choisit `action/primary` et un développeur qui tape `--color-action-primary` font le même choix. Une fois par trimestre, je cherche les valeurs hexadécimales brutes dans le fichier ; chacune est soit un token manquant, soit une décision que personne n'a écrite.",
          ),
          h2('Quand la cérémonie se justifie'),
          p(
            "Cette installation atteint ses limites quand on publie vers plusieurs plateformes (iOS, Android, e-mail) ou quand plusieurs équipes publient leurs propres composants. Un format standard et un vrai outil comme [Style Dictionary](https://styledictionary.com) deviennent alors rentables. D'ici là, un fichier et un script suffisent pour que designers et développeurs regardent les mêmes noms, et c'était tout l'enjeu.",
          ),
        ],
      },
      pt: {
        slug: 'tokens-sem-cerimonia',
        title: 'Tokens sem cerimônia',
        description:
          'Você não precisa de um time de plataforma para aproveitar design tokens. Um arquivo JSON, uma regra de nomes e um script de trinta linhas sustentaram um produto inteiro.',
        tags: ['design systems', 'tokens', 'typescript'],
        coverAlt: 'Discos translúcidos em creme, coral e menta orbitando sobre um fundo ameixa escuro.',
        body: [
          p(
            'Design tokens têm fama de cerimônia: um pipeline dedicado, um comitê de nomes, um plugin que sincroniza a ferramenta de design com cinco plataformas. Para a maioria dos times com quem trabalho, é muita engrenagem para um problema que cabe num arquivo. Esta é a menor configuração que aguentou firme em produção.',
          ),
          h2('Comece pelas decisões, não pelos valores'),
          p(
            'Um token é uma decisão com nome. `#047857` é um valor; `color.action.primary` é uma decisão: *é assim que as coisas clicáveis se parecem*. Mantenho duas camadas: uma **paleta** com todos os valores brutos que a marca permite e **tokens semânticos** que apontam para ela. Os componentes só usam a camada semântica.',
          ),
          figure(
            'tokens',
            'Três escalas de onze tons cada, verde, cinza neutro e laranja, indo do quase branco ao quase preto.',
            'A camada de paleta: três escalas de 50 a 950. Os componentes nunca a referenciam diretamente.',
          ),
          tokensJson,
          h2('Trinta linhas em vez de um pipeline'),
          p(
            'Um script pequeno resolve as referências e escreve propriedades customizadas de CSS. Ele roda antes do servidor de desenvolvimento e na CI, e o resultado vai para o repositório, então quem revisa vê exatamente quais cores uma mudança afetou.',
          ),
          buildTokens,
          callout(
            'warning',
            '“botao-verde” quebra no dia em que o marketing pede uma campanha roxa. “action-primary” sobrevive: você muda uma referência e todos os botões acompanham.',
            'Nomeie a intenção, não a aparência',
          ),
          h2('Manter o arquivo de design honesto'),
          p(
            'Tokens só ajudam se o arquivo de design usar os mesmos nomes. Publico a camada semântica como uma biblioteca compartilhada de estilos de cor com exatamente os mesmos nomes das propriedades CSS, assim uma designer que escolhe `action/primary` e um desenvolvedor que digita `--color-action-primary` estão fazendo a mesma escolha. Uma vez por trimestre, procuro valores hexadecimais soltos no arquivo; cada um que encontro é um token que falta ou uma decisão que ninguém registrou.',
          ),
          h2('Quando a cerimônia se paga'),
          p(
            'Essa configuração deixa de escalar quando você publica para várias plataformas (iOS, Android, e-mail) ou quando vários times publicam seus próprios componentes. Aí um formato padrão e uma ferramenta de verdade, como o [Style Dictionary](https://styledictionary.com), se pagam. Até lá, um arquivo e um script bastam para designers e desenvolvedores olharem para os mesmos nomes, e era esse o objetivo desde o começo.',
          ),
        ],
      },
    },
  },
  {
    id: 'forms',
    publishedAt: '2024-02-08T09:00:00Z',
    cover: { style: 'arcs', palette: 'menta' },
    diagram: 'forms',
    text: {
      en: {
        slug: 'forms-that-forgive',
        title: 'Forms that forgive',
        description:
          "Most form errors are the form's fault. How I design validation that helps people finish, with the code that makes it work.",
        tags: ['forms', 'accessibility', 'react'],
        coverAlt: 'Concentric arcs in deep green, mint and coral rising from the bottom of the frame.',
        body: [
          p(
            "A form is a conversation in which only one side can speak in full sentences. When it goes wrong, the person on the other side gets a red border and the word *invalid*. Most of the errors I see in usability tests are not people's mistakes at all: they are the form refusing a perfectly good answer.",
          ),
          h2('Accept what people actually type'),
          p(
            'Phone numbers with spaces, postcodes in lowercase, an e-mail address pasted with a trailing space: none of these are errors. Normalise them quietly before you validate. Save strictness for what truly matters, and ask for as little as you can; every field you remove is a field nobody gets wrong.',
          ),
          p(
            'Help the browser help them, too: the right `autocomplete` and `inputmode` attributes let people fill in a whole address with one tap, and bring up the numeric keyboard for a card number. It costs one attribute per field and saves everyone a minute.',
          ),
          h2('Validate at the right moment'),
          p(
            'Errors shown while someone is still typing feel like being interrupted mid-sentence. Errors shown only after submitting feel like being marked at the end of an exam. The middle ground that works best in my tests: check a field when the person leaves it, and from then on re-check it on every keystroke, so the message disappears the moment the answer is fixed.',
          ),
          figure(
            'forms',
            'A form with three fields: the first has a green border and a tick, the second a red border with an error line below it, the third is untouched.',
            'Checked on leave, re-checked while fixing: the error disappears as soon as the answer is right.',
          ),
          useField,
          callout(
            'tip',
            '“Invalid date” tells people what went wrong. “Use the format DD/MM/YYYY, e.g. 14/03/2024” tells them what to do. Write every message as the second kind.',
            'Say how to fix it',
          ),
          h2('Keep the errors where the eyes are'),
          p(
            'Put the message right under the field, connect it with `aria-describedby` so screen readers announce it, and on submit move focus to the first field that needs attention. A summary at the top helps on long forms, but only if each item links to its field.',
          ),
          p(
            'None of this is new; it is simply easy to skip. The [GOV.UK Design System](https://design-system.service.gov.uk/patterns/) documents these patterns better than anyone, and the form on my [contact page](/en/contact) follows them, if you want to try to break it.',
          ),
        ],
      },
      fr: {
        slug: 'des-formulaires-qui-pardonnent',
        title: 'Des formulaires qui pardonnent',
        description:
          'La plupart des erreurs de formulaire sont la faute du formulaire. Comment je conçois une validation qui aide à aller au bout, avec le code qui la fait fonctionner.',
        tags: ['formulaires', 'accessibilité', 'react'],
        coverAlt: 'Des arcs concentriques vert profond, menthe et corail qui montent depuis le bas de l’image.',
        body: [
          p(
            "Un formulaire est une conversation où une seule des deux parties peut faire des phrases complètes. Quand elle tourne mal, la personne en face reçoit une bordure rouge et le mot *invalide*. La plupart des erreurs que j'observe en test utilisateur ne sont pas des fautes des gens : c'est le formulaire qui refuse une réponse parfaitement valable.",
          ),
          h2('Accepter ce que les gens tapent vraiment'),
          p(
            "Des numéros de téléphone avec des espaces, un code postal en minuscules, une adresse e-mail collée avec une espace à la fin : rien de tout cela n'est une erreur. Normalisez en silence avant de valider. Gardez la rigueur pour ce qui compte vraiment, et demandez le moins possible : chaque champ supprimé est un champ où personne ne se trompera.",
          ),
          p(
            "Aidez aussi le navigateur à les aider : les bons attributs `autocomplete` et `inputmode` permettent de remplir une adresse entière d'un seul geste et affichent le clavier numérique pour un numéro de carte. Un attribut par champ, et une minute gagnée pour tout le monde.",
          ),
          h2('Valider au bon moment'),
          p(
            "Une erreur affichée pendant la saisie donne l'impression d'être coupé au milieu d'une phrase. Une erreur affichée seulement après l'envoi donne l'impression d'être noté à la fin d'un examen. Le juste milieu qui marche le mieux dans mes tests : vérifier un champ quand la personne le quitte, puis le revérifier à chaque frappe, pour que le message disparaisse dès que la réponse est corrigée.",
          ),
          figure(
            'forms',
            "Un formulaire à trois champs : le premier a une bordure verte et une coche, le deuxième une bordure rouge avec une ligne d'erreur dessous, le troisième n'a pas été touché.",
            "Vérifié en sortie de champ, revérifié pendant la correction : l'erreur disparaît dès que la réponse est bonne.",
          ),
          useField,
          callout(
            'tip',
            '« Date invalide » dit ce qui ne va pas. « Utilisez le format JJ/MM/AAAA, par exemple 14/03/2024 » dit quoi faire. Écrivez tous vos messages comme le second.',
            'Dire comment corriger',
          ),
          h2('Garder les erreurs là où se pose le regard'),
          p(
            "Placez le message juste sous le champ, reliez-le avec `aria-describedby` pour que les lecteurs d'écran l'annoncent, et à l'envoi, déplacez le focus sur le premier champ à corriger. Un récapitulatif en haut aide sur les longs formulaires, à condition que chaque élément mène à son champ.",
          ),
          p(
            "Rien de tout cela n'est nouveau ; c'est simplement facile à oublier. Le [GOV.UK Design System](https://design-system.service.gov.uk/patterns/) documente ces motifs mieux que personne, et le formulaire de ma [page contact](/fr/contact) les suit, si vous voulez essayer de le prendre en défaut.",
          ),
        ],
      },
      pt: {
        slug: 'formularios-que-perdoam',
        title: 'Formulários que perdoam',
        description:
          'A maioria dos erros de formulário é culpa do formulário. Como projeto validações que ajudam as pessoas a terminar, com o código que faz tudo funcionar.',
        tags: ['formulários', 'acessibilidade', 'react'],
        coverAlt: 'Arcos concêntricos em verde profundo, menta e coral subindo da parte de baixo da imagem.',
        body: [
          p(
            'Um formulário é uma conversa em que só um dos lados consegue falar frases completas. Quando ela dá errado, a pessoa do outro lado recebe uma borda vermelha e a palavra *inválido*. A maioria dos erros que vejo em testes de usabilidade não são erros das pessoas: é o formulário recusando uma resposta perfeitamente boa.',
          ),
          h2('Aceitar o que as pessoas realmente digitam'),
          p(
            'Telefones com espaços, CEP sem hífen, um e-mail colado com um espaço no final: nada disso é erro. Normalize em silêncio antes de validar. Guarde o rigor para o que realmente importa e peça o mínimo possível; cada campo removido é um campo em que ninguém vai errar.',
          ),
          p(
            'Ajude também o navegador a ajudar: os atributos `autocomplete` e `inputmode` certos permitem preencher um endereço inteiro com um toque e abrem o teclado numérico para o número do cartão. Custa um atributo por campo e poupa um minuto de todo mundo.',
          ),
          h2('Validar na hora certa'),
          p(
            'Um erro mostrado enquanto a pessoa ainda está digitando parece uma interrupção no meio da frase. Um erro mostrado só depois do envio parece uma nota no fim da prova. O meio-termo que funciona melhor nos meus testes: verificar o campo quando a pessoa sai dele e, a partir daí, verificar de novo a cada tecla, para a mensagem sumir assim que a resposta for corrigida.',
          ),
          figure(
            'forms',
            'Um formulário com três campos: o primeiro tem borda verde e um visto, o segundo borda vermelha com uma linha de erro embaixo, o terceiro ainda não foi tocado.',
            'Verificado ao sair, verificado de novo durante a correção: o erro some assim que a resposta está certa.',
          ),
          useField,
          callout(
            'tip',
            '“Data inválida” diz o que deu errado. “Use o formato DD/MM/AAAA, por exemplo 14/03/2024” diz o que fazer. Escreva todas as mensagens do segundo jeito.',
            'Diga como corrigir',
          ),
          h2('Manter os erros onde o olhar está'),
          p(
            'Coloque a mensagem logo abaixo do campo, ligue-a com `aria-describedby` para que leitores de tela a anunciem e, no envio, leve o foco para o primeiro campo que precisa de atenção. Um resumo no topo ajuda em formulários longos, mas só se cada item levar ao seu campo.',
          ),
          p(
            'Nada disso é novo; só é fácil de pular. O [GOV.UK Design System](https://design-system.service.gov.uk/patterns/) documenta esses padrões melhor do que ninguém, e o formulário da minha [página de contato](/pt/contact) segue todos eles, se você quiser tentar quebrá-lo.',
          ),
        ],
      },
    },
  },
  {
    id: 'motion-meetup',
    publishedAt: '2024-05-17T08:30:00Z',
    cover: { style: 'orbits', palette: 'noite' },
    diagram: 'motion',
    text: {
      en: {
        slug: 'notes/accessible-motion-meetup',
        title: 'Notes from a Lisbon meetup on accessible motion',
        description:
          'Three short talks, one long argument about parallax, and the checklist I came home with: what a room of designers and developers agreed on about motion everyone can use.',
        tags: ['accessibility', 'motion', 'events'],
        coverAlt: 'Translucent discs in pale grey, green, amber and pale blue orbiting on a midnight-blue background.',
        body: [
          p(
            'Last night the Lisbon design and code meetup that [Hugo Baptiste](/en/guardians) hosts gave a whole evening to motion: three short talks, sixty-odd people on folding chairs in an old printworks in Marvila, and one question that kept coming back between the talks: *who is this animation for?* These are my notes, tidied up the morning after.',
          ),
          h2('Motion is content, not garnish'),
          p(
            'The first speaker, a developer who lives with a vestibular disorder, opened by scrolling through a product page with a parallax header, then stopped and said that this was roughly where her working day would end. For her, and for many people with migraines or inner-ear conditions, large movement on screen is not an annoyance but nausea and dizziness. If motion can make people ill, she argued, it is part of the content, and it deserves the same review as a paragraph of copy.',
          ),
          p('She sorts the animations in her team’s product into three kinds, a habit I have borrowed since:'),
          ...ul(
            '**Explanatory**: shows where something came from or where it went, like a panel sliding out of the button that opened it.',
            '**Feedback**: confirms an action, like a checkbox that ticks or a button that presses in.',
            '**Decorative**: exists because it looks nice, like parallax, drifting shapes or a logo that spins while the page loads.',
          ),
          p(
            'Explanatory and feedback motion can usually stay in a reduced form. Decorative motion is the first to go, and most of the time nobody misses it.',
          ),
          figure(
            'motion',
            'On the left, a card sweeps along a curved path, leaving fading copies of itself behind; on the right, the same card simply cross-fades in place.',
            'The same change twice: full motion on the left, its reduced form on the right.',
          ),
          h2('Reduce, do not remove'),
          p(
            'The second talk was the most practical of the evening. `prefers-reduced-motion: reduce` does not ask for *no* motion; it asks for less movement across the screen. Removing every transition can make an interface harder to follow, because things appear and vanish with no cue at all. The rule the speaker left us with: keep the change, swap the movement for a fade.',
          ),
          p(
            'Someone in the audience suggested writing it the other way round: make the fade the baseline and add movement only inside `prefers-reduced-motion: no-preference`, so a browser that knows nothing about the setting gets the quiet version. Here is the panel from the talk, rewritten that way:',
          ),
          code(
            'css',
            `
.panel {
  transition: opacity 200ms ease-out;
}

.panel[data-state='closed'] {
  opacity: 0;
}

@media (prefers-reduced-motion: no-preference) {
  .panel {
    transition:
      opacity 200ms ease-out,
      transform 300ms cubic-bezier(0.2, 0, 0, 1);
  }

  .panel[data-state='closed'] {
    transform: translateY(1.5rem);
  }
}
`,
            'panel.css',
          ),
          callout(
            'warning',
            'Anything that starts moving on its own and lasts more than five seconds needs a way to pause, stop or hide it (WCAG 2.2.2), whatever the visitor’s settings. A media query is not a substitute for a pause button.',
            'Not only a media query',
          ),
          h2('The parallax argument'),
          p(
            'The third talk defended a parallax hero, and the discussion afterwards ran longer than the talk itself. The room settled somewhere sensible: scroll-linked motion is acceptable when it is small, stops the moment the visitor stops scrolling and disappears entirely with reduced motion. What nobody defended was motion that carries on by itself while someone is trying to read.',
          ),
          h2('What I came home with'),
          ...ol(
            'List every animation in the product and label it explanatory, feedback or decorative.',
            'Give each one a reduced form, usually a fade of 200 ms or less, and leave the decorative ones out of it.',
            'Write movement inside `prefers-reduced-motion: no-preference`, so the quiet version is the default.',
            'Add a pause control to anything that moves on its own for more than five seconds.',
            'Switch reduced motion on for a full working day, not just a glance at one page.',
          ),
          p(
            'Thank you to the three speakers, and to Hugo for the chairs and the coffee. I wrote about the quieter side of interfaces in [Designing for calm](/en/articles/designing-for-calm); if you would like a second pair of eyes on the motion in your own product, [write to me](/en/contact).',
          ),
          p(
            '*These notes are in English only: it was the language of the evening, and they are written for the people who were in the room.*',
          ),
        ],
      },
    },
  },
  {
    id: 'languages',
    publishedAt: '2024-09-24T07:45:00Z',
    cover: {
      style: 'tiles',
      palette: 'azulejo',
      // The left fifth and the bottom tenth cropped away, the top right in view.
      framing: {
        crop: { top: 0, bottom: 0.1, left: 0.2, right: 0 },
        hotspot: { x: 0.7, y: 0.3, width: 0.3, height: 0.3 },
      },
    },
    diagram: 'languages',
    text: {
      en: {
        slug: 'shipping-in-three-languages',
        title: 'Shipping a site in three languages',
        description:
          'What I learned building this portfolio in English, French and Portuguese: where translations live, why slugs are translated, and the bugs only a second language reveals.',
        tags: ['i18n', 'content', 'next.js'],
        coverAlt: 'A wall of blue, ochre and black tiles with four-petal flowers, in the Lisbon azulejo tradition.',
        body: [
          p(
            'This site exists in English, French and Portuguese. I speak all three every week, so publishing in only one felt dishonest. It also turned out to be the best design review the site ever had: a second language breaks every assumption the first one let you make.',
          ),
          h2('Two kinds of translation'),
          p(
            'Interface text (buttons, labels, the error page) lives in message files, one per language, with the same keys. Content (pages, articles, projects) lives in the CMS, one document per language, linked so the language switcher knows where to go. Mixing the two, for instance by storing button labels in the CMS, is how you end up with a French page and an English *Read more*.',
          ),
          code(
            'json',
            `
{
  "ArticleList": {
    "readingTime": "{minutes, plural, one {# min read} other {# min read}}",
    "publishedOn": "Published on {date, date, long}"
  }
}
`,
            'messages/en.json',
          ),
          h2('Plan for longer words'),
          p(
            'French and Portuguese run about 15 to 30 percent longer than English. Buttons that fitted in English wrapped in French; a navigation that was comfortable in English needed a menu in Portuguese. I now test every component in the longest language first.',
          ),
          figure(
            'languages',
            'Three versions of the same card side by side; the title and the button grow longer from the English version to the French and Portuguese ones.',
            'Same card, three languages. The layout has to survive the longest one.',
          ),
          h2('Translate the slugs too'),
          p(
            'An English slug in a French address reads like a page somebody forgot. Each document has its own slug in its own language: this article is `shipping-in-three-languages` in English and `publier-en-trois-langues` in French, and the two point at each other through `hreflang` links, so search engines show the right one.',
          ),
          callout(
            'note',
            "Never format a date by hand. `Intl.DateTimeFormat` with the page's language tag (`fr-FR`, `pt-BR`) gets the order, the month names and the separators right, and `Intl.NumberFormat` does the same for numbers.",
            'Dates and numbers',
          ),
          h2('What I would do again'),
          ...ul(
            'Design the content model with languages in mind from day one: adding them later means migrating every document.',
            'Keep one list of languages and read it everywhere, from routing to the CMS.',
            'Have a native speaker read each language once. Machine translation gets the words right and the voice wrong.',
          ),
          p(
            'The whole setup is part of the [Vitrine template](https://github.example.com/liviavilar/vitrine) this site is built on, if you want to start from it.',
          ),
        ],
      },
      fr: {
        slug: 'publier-en-trois-langues',
        title: 'Publier un site en trois langues',
        description:
          "Ce que m'a appris ce portfolio en anglais, en français et en portugais : où vivent les traductions, pourquoi traduire les slugs, et les bugs que seule une deuxième langue révèle.",
        tags: ['i18n', 'contenu', 'next.js'],
        coverAlt:
          'Un mur de carreaux bleus, ocre et noirs ornés de fleurs à quatre pétales, dans la tradition des azulejos de Lisbonne.',
        body: [
          p(
            "Ce site existe en anglais, en français et en portugais. Je parle les trois chaque semaine : ne publier que dans une seule m'aurait semblé malhonnête. C'est aussi la meilleure revue de design que le site ait connue : une deuxième langue casse toutes les hypothèses que la première vous laissait faire.",
          ),
          h2('Deux sortes de traduction'),
          p(
            "Le texte d'interface (boutons, libellés, page d'erreur) vit dans des fichiers de messages, un par langue, avec les mêmes clés. Le contenu (pages, articles, projets) vit dans le CMS, un document par langue, reliés entre eux pour que le sélecteur de langue sache où aller. Mélanger les deux, par exemple en stockant les libellés de boutons dans le CMS, c'est la garantie d'une page en français avec un *Read more* en anglais.",
          ),
          code(
            'json',
            `
{
  "ArticleList": {
    "readingTime": "{minutes, plural, one {# min de lecture} other {# min de lecture}}",
    "publishedOn": "Publié le {date, date, long}"
  }
}
`,
            'messages/fr.json',
          ),
          h2('Prévoir des mots plus longs'),
          p(
            "Le français et le portugais sont environ 15 à 30 % plus longs que l'anglais. Des boutons qui tenaient en anglais passaient à la ligne en français ; une navigation confortable en anglais réclamait un menu en portugais. Désormais, je teste chaque composant d'abord dans la langue la plus longue.",
          ),
          figure(
            'languages',
            "Trois versions d'une même carte côte à côte ; le titre et le bouton s'allongent de la version anglaise aux versions française et portugaise.",
            'La même carte en trois langues. La mise en page doit résister à la plus longue.',
          ),
          h2('Traduire aussi les slugs'),
          p(
            "Un slug anglais dans une adresse française ressemble à une page oubliée. Chaque document a son propre slug dans sa langue : cet article s'appelle `publier-en-trois-langues` en français et `shipping-in-three-languages` en anglais, et les deux se désignent l'un l'autre par des liens `hreflang`, pour que les moteurs de recherche affichent le bon.",
          ),
          callout(
            'note',
            "Ne formatez jamais une date à la main. `Intl.DateTimeFormat` avec l'étiquette de langue de la page (`fr-FR`, `pt-BR`) gère l'ordre, les noms de mois et les séparateurs, et `Intl.NumberFormat` fait de même pour les nombres.",
            'Dates et nombres',
          ),
          h2('Ce que je referais'),
          ...ul(
            'Concevoir le modèle de contenu en pensant aux langues dès le premier jour : les ajouter après coup oblige à migrer chaque document.',
            "Garder une seule liste de langues et la lire partout, du routage jusqu'au CMS.",
            'Faire relire chaque langue une fois par une personne dont c’est la langue maternelle. La traduction automatique trouve les mots et perd la voix.',
          ),
          p(
            'Toute la mécanique fait partie du [modèle Vitrine](https://github.example.com/liviavilar/vitrine) sur lequel repose ce site, si vous voulez partir de là.',
          ),
        ],
      },
      pt: {
        slug: 'publicar-em-tres-idiomas',
        title: 'Publicar um site em três idiomas',
        description:
          'O que aprendi construindo este portfólio em inglês, francês e português: onde ficam as traduções, por que traduzir os slugs e os bugs que só um segundo idioma revela.',
        tags: ['i18n', 'conteúdo', 'next.js'],
        coverAlt: 'Uma parede de azulejos azuis, ocre e pretos com flores de quatro pétalas, na tradição lisboeta.',
        body: [
          p(
            'Este site existe em inglês, francês e português. Falo os três toda semana, então publicar em um só parecia desonesto. Acabou sendo também a melhor revisão de design que o site já teve: um segundo idioma quebra todas as suposições que o primeiro deixava você fazer.',
          ),
          h2('Dois tipos de tradução'),
          p(
            'O texto da interface (botões, rótulos, a página de erro) fica em arquivos de mensagens, um por idioma, com as mesmas chaves. O conteúdo (páginas, artigos, projetos) fica no CMS, um documento por idioma, ligados entre si para que o seletor de idioma saiba para onde ir. Misturar os dois, por exemplo guardando rótulos de botão no CMS, é o caminho certo para uma página em português com um *Read more* em inglês.',
          ),
          code(
            'json',
            `
{
  "ArticleList": {
    "readingTime": "{minutes, plural, one {# min de leitura} other {# min de leitura}}",
    "publishedOn": "Publicado em {date, date, long}"
  }
}
`,
            'messages/pt.json',
          ),
          h2('Prever palavras mais longas'),
          p(
            'Francês e português costumam ser de 15 a 30 por cento mais longos que o inglês. Botões que cabiam em inglês quebravam linha em francês; uma navegação confortável em inglês precisou de um menu em português. Hoje testo cada componente primeiro no idioma mais longo.',
          ),
          figure(
            'languages',
            'Três versões do mesmo cartão lado a lado; o título e o botão ficam mais longos da versão em inglês para as versões em francês e em português.',
            'O mesmo cartão em três idiomas. O layout precisa aguentar o mais longo.',
          ),
          h2('Traduzir os slugs também'),
          p(
            'Um slug em inglês num endereço em português parece uma página esquecida. Cada documento tem seu próprio slug no seu idioma: este artigo é `publicar-em-tres-idiomas` em português e `shipping-in-three-languages` em inglês, e os dois apontam um para o outro com links `hreflang`, para que os buscadores mostrem o certo.',
          ),
          callout(
            'note',
            'Nunca formate uma data à mão. `Intl.DateTimeFormat` com a etiqueta de idioma da página (`fr-FR`, `pt-BR`) acerta a ordem, os nomes dos meses e os separadores, e `Intl.NumberFormat` faz o mesmo com os números.',
            'Datas e números',
          ),
          h2('O que eu faria de novo'),
          ...ul(
            'Pensar o modelo de conteúdo com os idiomas desde o primeiro dia: acrescentá-los depois obriga a migrar cada documento.',
            'Manter uma única lista de idiomas e lê-la em todo lugar, do roteamento ao CMS.',
            'Pedir a um falante nativo que leia cada idioma uma vez. A tradução automática acerta as palavras e erra a voz.',
          ),
          p(
            'Toda essa estrutura faz parte do [template Vitrine](https://github.example.com/liviavilar/vitrine), em que este site se baseia, se você quiser partir dele.',
          ),
        ],
      },
    },
  },
  {
    id: 'review',
    publishedAt: '2025-01-28T09:15:00Z',
    cover: { style: 'bauhaus', palette: 'noite' },
    diagram: 'review',
    text: {
      en: {
        slug: 'what-a-design-review-is-for',
        title: 'What a design review is for',
        description:
          'A design review is not a vote on taste. How I run reviews that end with decisions, and the small script that keeps the screenshots honest.',
        tags: ['process', 'collaboration', 'testing'],
        coverAlt: 'A geometric grid of circles, triangles and stripes in amber, green and pale blue on midnight blue.',
        body: [
          p(
            'The worst design reviews I have sat through were polls. Twelve people, one screen, and a round of “I would make the logo bigger”. Everyone left with opinions and nobody left with decisions. A review is useful when it answers one question: *does this design solve the problem we agreed on?*',
          ),
          h2('Agree on the problem before the meeting'),
          p(
            'I send a short brief a day ahead: what the change is for, who it is for, what we measured, and the two or three questions I need answered. People arrive having thought about the problem instead of meeting it for the first time on the projector.',
          ),
          h2('Review states, not screens'),
          p(
            'A screen in a mock-up is the happy path on a good day. Real products have empty states, errors, slow networks, long names and right-to-left text. I bring every state to the review, side by side, because that is where most of the real design work hides.',
          ),
          figure(
            'review',
            'A wall of fifteen sticky notes in yellow, green, pink and blue; three of them are circled in red.',
            'Fifteen states of one screen. The circled ones were those nobody had designed yet.',
          ),
          p(
            'Collecting the states by hand is tedious, so I let the test suite do it. A [Playwright](https://playwright.dev) test visits each state and saves a screenshot, and the review deck is simply the folder it writes:',
          ),
          captureStates('One screenshot per state, per language, in light and dark mode'),
          callout(
            'tip',
            'Close every review by reading out the decisions and who owns each follow-up. If nobody owns it, it was not a decision.',
            'End with owners',
          ),
          h2('Keep the room small'),
          p(
            'Twelve people cannot review anything; they can only watch. I invite the people who will build the design, one person who will support it and one who uses the product every day. Everyone else gets the recording and the written decisions, which, honestly, is what most of them wanted anyway.',
          ),
          h2('Say what you see, not what you like'),
          p(
            '“I like it” and “I don’t like it” give the designer nothing to work with. “I did not notice the second button until you pointed at it” does. I ask reviewers to describe their experience of the design and leave the solutions to the people who will build them.',
          ),
          p("If your team's reviews feel like polls, I run a [half-day workshop](/en/studio/process) on exactly this."),
        ],
      },
      fr: {
        slug: 'a-quoi-sert-une-revue-de-design',
        title: 'À quoi sert une revue de design',
        description:
          "Une revue de design n'est pas un vote sur les goûts. Comment je mène des revues qui se terminent par des décisions, et le petit script qui garde les captures d'écran honnêtes.",
        tags: ['méthode', 'collaboration', 'tests'],
        coverAlt:
          'Une grille géométrique de cercles, de triangles et de rayures ambre, verts et bleu pâle sur fond bleu nuit.',
        body: [
          p(
            "Les pires revues de design auxquelles j'ai assisté étaient des sondages. Douze personnes, un écran, et un tour de table du genre « moi, je mettrais le logo plus gros ». Tout le monde repartait avec des avis, personne avec des décisions. Une revue est utile quand elle répond à une question : *ce design résout-il le problème sur lequel on s'est mis d'accord ?*",
          ),
          h2("S'accorder sur le problème avant la réunion"),
          p(
            "J'envoie un court brief la veille : à quoi sert le changement, pour qui, ce qu'on a mesuré, et les deux ou trois questions auxquelles j'ai besoin de réponses. Les gens arrivent en ayant réfléchi au problème au lieu de le découvrir sur le vidéoprojecteur.",
          ),
          h2('Passer en revue des états, pas des écrans'),
          p(
            "Un écran de maquette, c'est le parcours idéal un jour de beau temps. Les vrais produits ont des états vides, des erreurs, des réseaux lents, des noms à rallonge et du texte de droite à gauche. J'apporte chaque état à la revue, côte à côte, parce que c'est là que se cache l'essentiel du vrai travail de design.",
          ),
          figure(
            'review',
            'Un mur de quinze post-it jaunes, verts, roses et bleus ; trois sont entourés de rouge.',
            "Quinze états d'un même écran. Ceux qui sont entourés, personne ne les avait encore conçus.",
          ),
          p(
            "Rassembler les états à la main est fastidieux, alors je laisse la suite de tests s'en charger. Un test [Playwright](https://playwright.dev) visite chaque état et enregistre une capture, et le support de la revue n'est rien d'autre que le dossier qu'il remplit :",
          ),
          captureStates('Une capture par état, par langue, en mode clair et sombre'),
          callout(
            'tip',
            "Terminez chaque revue en relisant les décisions à voix haute et en nommant qui porte chaque suite. Si personne ne la porte, ce n'était pas une décision.",
            'Finir par les responsables',
          ),
          h2('Garder une petite salle'),
          p(
            "Douze personnes ne peuvent rien passer en revue ; elles ne peuvent que regarder. J'invite celles et ceux qui construiront le design, une personne qui en assurera le support et une autre qui utilise le produit tous les jours. Les autres reçoivent l'enregistrement et les décisions écrites, ce que, honnêtement, la plupart souhaitaient de toute façon.",
          ),
          h2("Dire ce qu'on voit, pas ce qu'on aime"),
          p(
            "« J'aime » et « je n'aime pas » ne donnent rien à travailler. « Je n'ai remarqué le second bouton que quand tu l'as montré du doigt », si. Je demande aux participants de décrire leur expérience du design et de laisser les solutions à celles et ceux qui les construiront.",
          ),
          p(
            "Si les revues de votre équipe ressemblent à des sondages, j'anime un [atelier d'une demi-journée](/fr/studio/processus) sur exactement ce sujet.",
          ),
        ],
      },
      pt: {
        slug: 'para-que-serve-uma-revisao-de-design',
        title: 'Para que serve uma revisão de design',
        description:
          'Revisão de design não é votação de gosto. Como conduzo revisões que terminam em decisões, e o pequeno script que mantém as capturas de tela honestas.',
        tags: ['processo', 'colaboração', 'testes'],
        coverAlt:
          'Uma grade geométrica de círculos, triângulos e listras em âmbar, verde e azul-claro sobre azul-noite.',
        body: [
          p(
            'As piores revisões de design de que já participei eram enquetes. Doze pessoas, uma tela e uma rodada de “eu deixaria o logo maior”. Todo mundo saía com opiniões e ninguém saía com decisões. Uma revisão é útil quando responde a uma pergunta: *este design resolve o problema que combinamos resolver?*',
          ),
          h2('Combinar o problema antes da reunião'),
          p(
            'Mando um briefing curto na véspera: para que serve a mudança, para quem, o que medimos e as duas ou três perguntas que preciso ver respondidas. As pessoas chegam já tendo pensado no problema, em vez de conhecê-lo pela primeira vez no projetor.',
          ),
          h2('Revisar estados, não telas'),
          p(
            'Uma tela de protótipo é o caminho feliz num dia bom. Produtos reais têm estados vazios, erros, redes lentas, nomes compridos e texto da direita para a esquerda. Levo cada estado para a revisão, lado a lado, porque é ali que se esconde a maior parte do trabalho de design de verdade.',
          ),
          figure(
            'review',
            'Uma parede de quinze post-its amarelos, verdes, rosa e azuis; três deles estão circulados em vermelho.',
            'Quinze estados de uma mesma tela. Os circulados eram os que ninguém tinha desenhado ainda.',
          ),
          p(
            'Juntar os estados à mão é cansativo, então deixo a suíte de testes fazer isso. Um teste do [Playwright](https://playwright.dev) visita cada estado e salva uma captura, e a apresentação da revisão é simplesmente a pasta que ele preenche:',
          ),
          captureStates('Uma captura por estado, por idioma, nos modos claro e escuro'),
          callout(
            'tip',
            'Encerre toda revisão lendo em voz alta as decisões e quem é responsável por cada próximo passo. Se ninguém é responsável, não foi uma decisão.',
            'Termine com responsáveis',
          ),
          h2('Manter a sala pequena'),
          p(
            'Doze pessoas não conseguem revisar nada; só conseguem assistir. Convido quem vai construir o design, uma pessoa que vai dar suporte a ele e alguém que usa o produto todos os dias. Os demais recebem a gravação e as decisões por escrito, que é, sinceramente, o que a maioria queria mesmo.',
          ),
          h2('Diga o que você vê, não do que você gosta'),
          p(
            '“Gostei” e “não gostei” não dão nada para quem desenhou trabalhar. “Só percebi o segundo botão quando você apontou para ele” dá. Peço a quem revisa que descreva a própria experiência com o design e deixe as soluções para quem vai construí-las.',
          ),
          p(
            'Se as revisões do seu time parecem enquetes, eu conduzo uma [oficina de meio período](/pt/estudio/processo) exatamente sobre isso.',
          ),
        ],
      },
    },
  },
];

/**
 * The unpublished draft of the calm article in English: a revised title and a
 * new closing section, so draft mode visibly differs from the published page.
 */
export const calmDraftRevision = {
  title: 'Designing for calm, revisited',
  description:
    'Two years on, the habits still hold, with one addition: calm is also about what a product does when you are not looking.',
  extraSection: [
    h2('Two years later'),
    p(
      'Since writing this, I have added one habit: auditing what a product does in the background. Sync jobs that wake the phone, e-mails sent “just in case”, trackers that load before the page does. None of it shows on screen, and all of it costs the people who use it. Calm starts with what the interface shows, but it does not end there.',
    ),
  ],
};
