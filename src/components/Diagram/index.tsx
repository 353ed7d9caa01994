/**
 * A diagram drawn at build time from diagrams/<name>.mmd (npm run diagrams:gen):
 * a light and a dark SVG (the one for the current color mode is shown, by CSS:
 * no script), a caption, and the diagram as text for readers who cannot see it.
 * An unknown name fails the build with the list of known ones.
 *
 * On a narrow screen the diagram keeps at least 80 % of its drawn size (its
 * 15 px labels stay 12 px, not the 6 px that fitting a 950 px drawing into a
 * phone gives) and scrolls sideways. The server's HTML makes it a focusable,
 * named region (it overflows on every phone), so keyboard readers can scroll it
 * before the scripts run; src/clientModules/scrollableTables.ts takes that back
 * where it fits, and names it by `data-scroll-name` where it overflows later.
 */
import type {CSSProperties, ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import ThemedImage from '@theme/ThemedImage';
import diagrams from '@site/src/data/diagrams.json';
import {scrollRegionProps} from '@site/src/utils/scrollRegion';
import styles from './styles.module.css';

export type DiagramName = keyof typeof diagrams;
export type Props = {name: DiagramName};

export default function Diagram({name}: Props): ReactNode {
  const diagram = (diagrams as Record<string, (typeof diagrams)[DiagramName] | undefined>)[name];
  if (!diagram) throw new Error(`<Diagram name="${name}">: no such diagram. Known: ${Object.keys(diagrams).join(', ')} (diagrams/*.mmd).`);
  const light = useBaseUrl(`/img/diagrams/${name}-light.svg`);
  const dark = useBaseUrl(`/img/diagrams/${name}-dark.svg`);
  const scrollName = `Diagram: ${diagram.title}`;
  return (
    // Never wider than drawn: scaling up would only blur the text.
    <figure className={styles.figure} style={{maxWidth: diagram.width}}>
      <div
        className={styles.scroller}
        data-scroll-name={scrollName}
        {...scrollRegionProps(scrollName)}
        style={{'--diagram-width': `${diagram.width}px`} as CSSProperties}>
        <ThemedImage
          sources={{light, dark}}
          alt={diagram.alt}
          width={diagram.width}
          height={diagram.height}
          loading="lazy"
          decoding="async"
          className={styles.image}
        />
      </div>
      <figcaption className={styles.caption}>{diagram.title}</figcaption>
      <details className={styles.text}>
        <summary>{diagram.title}, as text</summary>
        <ul>
          {diagram.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ul>
      </details>
    </figure>
  );
}
