/** The on-demand chunk: the theme's highlighted code block content, with the site's languages. */
import './prism';
import Content from '@theme-original/CodeBlock/Content';
import type ContentType from '@theme/CodeBlock/Content';

export default Content as typeof ContentType;
