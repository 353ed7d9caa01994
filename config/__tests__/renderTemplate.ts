/** The site's page template rendered as Docusaurus renders it, for tests of what the template writes. */
import {compileSSGTemplate} from '@docusaurus/core/lib/ssg/ssgTemplate';
import {ssrTemplate} from '../htmlTemplate';

export async function renderTemplate({scripts, appHtml = '<main><h1>Title</h1></main>'}: {scripts: string[]; appHtml?: string}): Promise<string> {
  const template = await compileSSGTemplate(ssrTemplate);
  return template({
    appHtml,
    baseUrl: '/',
    htmlAttributes: 'lang="en"',
    bodyAttributes: 'class="x"',
    headTags: '',
    preBodyTags: '<script>/* color mode */</script>',
    postBodyTags: '',
    metaAttributes: ['<title>Page</title>'],
    scripts,
    stylesheets: ['assets/css/styles.css'],
    noIndex: false,
    version: '3.10.2',
  });
}
