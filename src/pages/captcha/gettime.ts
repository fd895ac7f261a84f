/** `GET /captcha/gettime` (spec §7, the path as the spec writes it): the answer of `/web-api/captcha/gettime`. */
export { GET } from '../web-api/captcha/gettime.ts';
