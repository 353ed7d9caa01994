/**
 * The stylesheet of the generated API pages, imported by their components
 * (ApiPage, ApiTagCards) and by the info pages: the OpenAPI theme's, then our
 * overrides. plugins/openapi-styles puts both in a file of their own.
 */
import 'docusaurus-theme-openapi-docs/lib/theme/styles.scss';
import './openapi-overrides.css';
