/** `GET /captcha/update` (spec §7, the path as the spec writes it): the answer of `/web-api/captcha/update`. */
export { GET } from '../web-api/captcha/update.ts';
