/**
 * The Studio's language menu, beside its tools. Sanity's own (in the user
 * menu) is switched off in Studio 6 until schema labels can be translated;
 * this one calls the same `changeLocale`, which the Studio remembers in the
 * browser, so the owner's choice holds on the next visit.
 */
import { CheckmarkIcon } from '@sanity/icons/Checkmark';
import { TranslateIcon } from '@sanity/icons/Translate';
import { Button, Flex } from '@sanity/ui';
import { Menu, MenuButton, MenuItem } from '@sanity/ui/menu';
import { useLocale, useTranslation, type ToolMenuProps } from 'sanity';

import type { StudioLocale } from './locale';
import { VITRINE_NAMESPACE } from './messages';

/** The tool menu with the language menu after it, the Studio's locales in the order of `listed`. */
export function withLanguageMenu(listed: readonly StudioLocale[]) {
  const rank = (id: string) => listed.findIndex((locale) => locale.id === id);
  function LanguageMenu() {
    const { locales, currentLocale, changeLocale } = useLocale();
    const { t } = useTranslation(VITRINE_NAMESPACE);
    if (locales.length < 2) return null;
    return (
      <MenuButton
        id="studio-language"
        button={
          <Button
            data-testid="studio-language"
            icon={TranslateIcon}
            mode="bleed"
            text={currentLocale.title}
            title={t('language-menu.label')}
            aria-label={t('language-menu.label')}
          />
        }
        menu={
          <Menu>
            {[...locales]
              .sort((a, b) => rank(a.id) - rank(b.id))
              .map((locale) => (
                <MenuItem
                  key={locale.id}
                  lang={locale.id}
                  text={locale.title}
                  pressed={locale.id === currentLocale.id}
                  iconRight={locale.id === currentLocale.id ? CheckmarkIcon : undefined}
                  onClick={() => void changeLocale(locale.id)}
                />
              ))}
          </Menu>
        }
        popover={{ portal: true, placement: 'bottom-end' }}
      />
    );
  }
  return function ToolMenuWithLanguages(props: ToolMenuProps) {
    return (
      <Flex
        gap={1}
        align={props.context === 'topbar' ? 'center' : 'stretch'}
        direction={props.context === 'topbar' ? 'row' : 'column'}
      >
        {props.renderDefault(props)}
        <LanguageMenu />
      </Flex>
    );
  };
}
