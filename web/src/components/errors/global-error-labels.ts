/**
 * The strings of the last-resort error screen (app/global-error.tsx), which
 * renders when the root layout itself fails: no server props, no context, and
 * its code ships with every page, so it cannot load the message files. The
 * `ErrorScreen` namespace of messages/{en,fr,pt}.json restated, for these
 * keys only; a test keeps them equal.
 */
import type { Locale } from '@vitrine/schemas';

export const GLOBAL_ERROR_LABELS = {
  en: {
    unexpectedTitle: 'Something went wrong',
    serverError: 'Something went wrong on our side.',
    reference: 'Reference: {digest}',
    sorry: "Sorry, we couldn't find the page you're looking for.",
    home: 'Go back home',
    back: 'Go back',
  },
  fr: {
    unexpectedTitle: 'Une erreur est survenue',
    serverError: 'Une erreur est survenue de notre côté.',
    reference: 'Référence : {digest}',
    sorry: 'Désolé, nous n’avons pas trouvé la page que vous cherchez.',
    home: 'Retour à l’accueil',
    back: 'Revenir en arrière',
  },
  pt: {
    unexpectedTitle: 'Algo deu errado',
    serverError: 'Algo deu errado do nosso lado.',
    reference: 'Referência: {digest}',
    sorry: 'Desculpe, não encontramos a página que você está procurando.',
    home: 'Voltar ao início',
    back: 'Voltar',
  },
} as const satisfies Record<Locale, Record<string, string>>;
