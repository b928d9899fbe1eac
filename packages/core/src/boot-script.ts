/**
 * The one inline script of the web app's index.html (decision 0041), run before the first paint so the static shell
 * drawn by index.html already looks like the screen React will mount:
 * - the stored theme (`tema` = `dark`, SPEC section 3) as Mantine's `data-mantine-color-scheme`, and the browser's
 *   bar #111 then;
 * - `data-shell` = the frame of the route in the address: `header` (login, sign-up, password recovery, privacy: the
 *   top bar only), `bare` (the practice screens and a study text: no top bar) or `full` (top bar and sidebar), as the
 *   router's route handles say (a unit test holds the two together).
 *
 * The web build writes it into index.html; the server allows exactly this text by its SHA-256 in the
 * Content-Security-Policy (`script-src 'self' 'sha256-…'`), so it must stay one literal string.
 */
export const BOOT_SCRIPT =
  "(function(){var d=document.documentElement;try{if(localStorage.getItem('tema')==='dark'){" +
  "d.setAttribute('data-mantine-color-scheme','dark');var m=document.querySelector('meta[name=theme-color]');" +
  "if(m)m.setAttribute('content','#111')}}catch(e){}var p=location.hash.slice(1).split('?')[0];" +
  "d.setAttribute('data-shell',/^\\/(login|recuperar_senha|cadastro|privacidade)(\\/|$)/i.test(p)?'header':" +
  "/^\\/v2\\/geral\\/(perguntas|revisao|concurso_relacionados|simulado\\/perguntas|resumo\\/[^/]+)\\/?$/i.test(p)?'bare':'full')})()"
