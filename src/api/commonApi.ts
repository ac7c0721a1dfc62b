import { baseApi } from './baseApi';
import { callQuery } from './callQuery';
import { catalogue } from './catalogue';
import type {
  GenerateCommandArg,
  ParseCommandArg,
  ParseCommandResult,
  ShareCommand,
  UploadImageArg,
  UploadImageResult,
  UploadToken,
  UploadTokenArg,
} from './types/common';

const uploadQuery = callQuery<Omit<UploadImageArg, 'onUploadProgress'>>(catalogue.uploadImageByCompress);

/** Buyer-service common calls: image upload, cloud upload token, share command codes. */
export const commonApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** multipart, the file in field `image`; `onUploadProgress` (0..1) is reported, not sent */
    uploadImageByCompress: build.mutation<UploadImageResult, UploadImageArg>({
      query: ({ onUploadProgress, ...payload }) => ({ ...uploadQuery(payload), onUploadProgress }),
    }),
    getUploadToken: build.query<UploadToken, UploadTokenArg | void>({
      query: callQuery<UploadTokenArg | void>(catalogue.getUploadToken),
      // a token is short-lived: never serve a stale one from the cache
      keepUnusedDataFor: 0,
    }),
    generateCommand: build.mutation<ShareCommand, GenerateCommandArg>({
      query: callQuery<GenerateCommandArg>(catalogue.generateCommand),
    }),
    /** exempt from the code-0 rule: an unknown command resolves to the envelope (isPassedThroughFailure) */
    parseCommand: build.query<ParseCommandResult, ParseCommandArg>({
      query: callQuery<ParseCommandArg>(catalogue.parseCommand),
    }),
  }),
});

export const {
  useUploadImageByCompressMutation,
  useGetUploadTokenQuery,
  useLazyGetUploadTokenQuery,
  useGenerateCommandMutation,
  useParseCommandQuery,
  useLazyParseCommandQuery,
} = commonApi;
