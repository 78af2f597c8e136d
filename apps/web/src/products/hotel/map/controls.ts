import { scaleLines, type View, type ZoomLimits } from './geo';
import classes from './light-map.module.css';

export interface Controls {
  update(view: View, limits: ZoomLimits): void;
  /** The attribution line: a text, as a link to the provider's terms when `url` is given. */
  attribution(text: string, url?: string | null): void;
  remove(): void;
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string | undefined,
  parent: HTMLElement,
): HTMLElementTagNameMap[K] {
  const created = document.createElement(tag);
  if (className) created.className = className;
  parent.append(created);
  return created;
}

/**
 * The map's controls over its layers: + and − buttons at the top left (named for screen readers,
 * disabled at the zoom limits), the scale bar in metres and feet at the bottom left, and the
 * attribution at the bottom right.
 */
export function addControls(
  container: HTMLElement,
  labels: { zoomIn: string; zoomOut: string },
  zoomBy: (delta: number) => void,
): Controls {
  const zoom = element('div', classes.zoom, container);
  const button = (text: string, label: string, delta: number) => {
    const created = element('button', undefined, zoom);
    created.type = 'button';
    created.textContent = text;
    created.title = label;
    created.setAttribute('aria-label', label);
    created.addEventListener('click', () => zoomBy(delta));
    return created;
  };
  const zoomIn = button('+', labels.zoomIn, 1);
  const zoomOut = button('\u2212', labels.zoomOut, -1);
  const scale = element('div', classes.scale, container);
  scale.setAttribute('aria-hidden', 'true');
  const lines = [element('div', undefined, scale), element('div', undefined, scale)];
  const credit = element('div', classes.attribution, container);

  return {
    update(view, limits) {
      zoomIn.disabled = view.zoom >= limits.maxZoom;
      zoomOut.disabled = view.zoom <= limits.minZoom;
      scaleLines(view).forEach((line, index) => {
        const shown = lines[index]!;
        shown.textContent = line.label;
        shown.style.width = `${line.width}px`;
      });
    },
    attribution(text, url) {
      // Tile providers ask for a link to their terms ("© OpenStreetMap contributors").
      credit.replaceChildren();
      if (!url) {
        credit.textContent = text;
        return;
      }
      const link = element('a', undefined, credit);
      link.href = url;
      link.target = '_blank';
      link.rel = 'noopener noreferrer';
      link.textContent = text;
    },
    remove() {
      zoom.remove();
      scale.remove();
      credit.remove();
    },
  };
}
