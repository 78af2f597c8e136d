import { scaleLines, type View, type ZoomLimits } from './geo';
import classes from './light-map.module.css';

export interface Controls {
  update(view: View, limits: ZoomLimits): void;
  /** The attribution line: the app's text, or a tile provider's configured HTML. */
  attribution(content: string, isHtml: boolean): void;
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
    attribution(content, isHtml) {
      // HTML only from build-time configuration (VITE_MAP_TILE_ATTRIBUTION), never user data:
      // tile providers ask for a link, as Leaflet's attribution control showed it.
      if (isHtml) credit.innerHTML = content;
      else credit.textContent = content;
    },
    remove() {
      zoom.remove();
      scale.remove();
      credit.remove();
    },
  };
}
