import { SUCCESS_CODE, SUCCESS_MSG } from '@travel/contracts';

/** The success envelope every handler returns. */
export const ok = <T>(data: T, msg: string = SUCCESS_MSG) => ({
  code: SUCCESS_CODE as typeof SUCCESS_CODE,
  msg,
  data,
});
