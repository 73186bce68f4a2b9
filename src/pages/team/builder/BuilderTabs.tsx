/**
 * On a phone the builder's two parts, the squad (pitch and commands) and the pool, are
 * tabs under the budget bar, one panel shown at a time (builder.css hides the other); from
 * 1000px both show side by side and there are no tabs. A tab chosen while the page is
 * scrolled past the builder's top starts at its top.
 */
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '../../../components/useMediaQuery';

export type Tab = 'squad' | 'pool';
const TABS: readonly Tab[] = ['squad', 'pool'];

export function useBuilderTabs(screen: RefObject<HTMLElement | null>) {
  const id = useId();
  const phone = !useMediaQuery('(min-width: 1000px)');
  const [tab, setTab] = useState<Tab>('squad');
  const shown = useRef(tab);
  useEffect(() => {
    if (shown.current === tab) return;
    shown.current = tab;
    const top = screen.current?.getBoundingClientRect().top ?? 0;
    if (top < 0) window.scrollTo({ top: window.scrollY + top });
  }, [tab, screen]);
  const tabId = (name: Tab) => `${id}-${name}-tab`;
  const panelId = (name: Tab) => `${id}-${name}`;
  return {
    phone,
    tab,
    setTab,
    tabId,
    panelId,
    /** A part's panel attributes: a tab's panel on a phone, nothing on a desktop. */
    panel: (name: Tab) =>
      phone
        ? {
            id: panelId(name),
            role: 'tabpanel',
            'aria-labelledby': tabId(name),
            'data-shown': tab === name,
          }
        : {},
  };
}

export type BuilderTabsModel = ReturnType<typeof useBuilderTabs>;

export function BuilderTabs({
  tabs,
  onChoose,
  squadCount,
}: {
  tabs: BuilderTabsModel;
  onChoose: (tab: Tab) => void;
  /** The squad tab's figure ("11/15"). */
  squadCount: string;
}) {
  const { t } = useTranslation('team');
  if (!tabs.phone) return null;
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next: Tab = tabs.tab === 'squad' ? 'pool' : 'squad';
    onChoose(next);
    document.getElementById(tabs.tabId(next))?.focus();
  };
  return (
    <div className="builder__tabs" role="tablist" aria-label={t('builder.tabs')}>
      {TABS.map((name) => (
        <button
          key={name}
          type="button"
          role="tab"
          id={tabs.tabId(name)}
          aria-selected={tabs.tab === name}
          aria-controls={tabs.panelId(name)}
          className="builder__tab"
          onClick={() => onChoose(name)}
          onKeyDown={onKeyDown}
        >
          {name === 'squad' ? t('builder.squadTab') : t('builder.poolTab')}
          {name === 'squad' && <span className="builder__tab-count tabular">{squadCount}</span>}
        </button>
      ))}
    </div>
  );
}
