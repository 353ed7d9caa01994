/**
 * The Prism that highlights code in the browser, with the site's extra
 * languages (themeConfig.prism.additionalLanguages) registered. Imported only
 * by on-demand chunks: the highlighted code block (./Highlighted) and the
 * request editor. The theme registered the languages from an eager client
 * module, which put Prism and its grammars (about 26 KB gzip, and their
 * start-up time) into every page; plugins/code-highlight swaps that module
 * for an empty one.
 */
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

prismIncludeLanguages(Prism);

export {Prism};
