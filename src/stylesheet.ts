/**
 * The site's stylesheet, as the build's client entry for it: src/styles.css
 * and the owner's look (the design tokens and fonts, tooling/look). Every
 * document links the CSS; no script of it runs.
 */
import './styles.css';
import 'virtual:owner/look.css';
