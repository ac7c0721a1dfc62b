import { baseApi } from './baseApi';
import { callQuery } from './callQuery';
import { catalogue } from './catalogue';
import type { PageResult } from './types/common';
import type {
  Activity,
  ActivityArg,
  ActivityCouponItemsArg,
  ActivityGiftPackagePageArg,
  Address,
  AddressAddResult,
  AddressIdArg,
  AddressInput,
  AddressPageArg,
  AddressUpdateArg,
  AgentApplyRecord,
  CancelAccountArg,
  CollectAddArg,
  CollectAddResult,
  CollectCountArg,
  CollectCountData,
  CollectDeleteArg,
  CollectPageArg,
  CommonValidateCodeArg,
  CouponCenterItem,
  CouponCenterArg,
  Favourite,
  FindByNicknameArg,
  FindByUsernameArg,
  GiftPackage,
  LoginArg,
  LoginResult,
  MemberBrief,
  MemberGoodsPageArg,
  MemberInfo,
  MessageNotification,
  MessageNotificationPageArg,
  MyCoupon,
  MyCouponsArg,
  OrderTip,
  PerfectInfoRemindResult,
  PropertyConfig,
  PropertyConfigArg,
  ReadAllResult,
  ReceiveActivityCouponArg,
  ReceiveCouponArg,
  ReceiveCouponResult,
  RegionListArg,
  RegionNode,
  RegisterArg,
  RegisterResult,
  ResetPasswordArg,
  SendMessageArg,
  SendMessageResult,
  ShareArg,
  ShareInfo,
  SuggestionFeedbackArg,
  SuggestionFeedbackResult,
  UpdateInfoSelectiveArg,
  UpdateMessageNotificationArg,
  UpdatePasswordArg,
  UpgradeArg,
  UpgradeResult,
  UpgradeToken,
  UpgradeTokenArg,
  ValidatePayCodeArg,
  ValidationResult,
  VerificationCodeArg,
  ZoneGoods,
  ZonePageArg,
} from './types/member';

/** Everything that belongs to one member: refreshed after a login / register / account change. */
const memberScoped = ['Member', 'RedDot', 'Message', 'Address', 'Coupon', 'Favourite', 'FavouriteCount', 'Apply'] as const;

/**
 * Member domain: the buyer service's login side (`memberAuth`, no token) and the member service
 * (`member`: info, notifications, addresses, coupons, activities, favourites, upgrade).
 */
export const memberApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // ------------------------------------------------------------ buyer service: auth and red dots
    register: build.mutation<RegisterResult, RegisterArg>({
      query: callQuery<RegisterArg>(catalogue.register),
    }),
    login: build.mutation<LoginResult, LoginArg>({
      query: callQuery<LoginArg>(catalogue.login),
      invalidatesTags: [...memberScoped],
    }),
    sendMessage: build.mutation<SendMessageResult, SendMessageArg>({
      query: callQuery<SendMessageArg>(catalogue.sendMessage),
    }),
    resetPassword: build.mutation<null, ResetPasswordArg>({
      query: callQuery<ResetPasswordArg>(catalogue.resetPassword),
    }),
    orderTip: build.query<OrderTip, void>({
      query: callQuery(catalogue.orderTip),
      // order changes (tag Order) move the order counts, message reads the unread count
      providesTags: ['RedDot', 'Order'],
    }),
    readAllMessageNotification: build.mutation<ReadAllResult, void>({
      query: callQuery(catalogue.readAllMessageNotification),
      invalidatesTags: ['Message', 'RedDot'],
    }),

    // ------------------------------------------------------------ member service: codes and info
    verificationCode: build.mutation<SendMessageResult, VerificationCodeArg>({
      query: callQuery<VerificationCodeArg>(catalogue.verificationCode),
    }),
    validatePayCode: build.mutation<ValidationResult, ValidatePayCodeArg>({
      query: callQuery<ValidatePayCodeArg>(catalogue.validatePayCode),
    }),
    commonValidateCode: build.mutation<ValidationResult, CommonValidateCodeArg>({
      query: callQuery<CommonValidateCodeArg>(catalogue.commonValidateCode),
    }),
    share: build.query<ShareInfo, ShareArg>({
      query: callQuery<ShareArg>(catalogue.share),
      providesTags: ['Member'],
    }),
    getInfo: build.query<MemberInfo, void>({
      query: callQuery(catalogue.getInfo),
      providesTags: ['Member'],
    }),
    addPerfectInfoRemindCount: build.mutation<PerfectInfoRemindResult, void>({
      query: callQuery(catalogue.addPerfectInfoRemindCount),
      invalidatesTags: ['Member'],
    }),
    propertyConfigByType: build.query<PropertyConfig, PropertyConfigArg>({
      query: callQuery<PropertyConfigArg>(catalogue.propertyConfigByType),
    }),
    findByUsername: build.query<MemberBrief, FindByUsernameArg>({
      query: callQuery<FindByUsernameArg>(catalogue.findByUsername),
    }),
    findByNickname: build.query<MemberBrief, FindByNicknameArg>({
      query: callQuery<FindByNicknameArg>(catalogue.findByNickname),
    }),
    cancelAccount: build.mutation<null, CancelAccountArg>({
      query: callQuery<CancelAccountArg>(catalogue.cancelAccount),
      invalidatesTags: [...memberScoped],
    }),
    updatePassword: build.mutation<null, UpdatePasswordArg>({
      query: callQuery<UpdatePasswordArg>(catalogue.updatePassword),
      invalidatesTags: ['Member'],
    }),
    suggestionFeedback: build.mutation<SuggestionFeedbackResult, SuggestionFeedbackArg>({
      query: callQuery<SuggestionFeedbackArg>(catalogue.suggestionFeedback),
    }),
    updateInfoSelective: build.mutation<MemberInfo, UpdateInfoSelectiveArg>({
      query: callQuery<UpdateInfoSelectiveArg>(catalogue.updateInfoSelective),
      invalidatesTags: ['Member'],
    }),

    // ------------------------------------------------------------ notifications
    messageNotificationPage: build.query<PageResult<MessageNotification>, MessageNotificationPageArg>({
      query: callQuery<MessageNotificationPageArg>(catalogue.messageNotificationPage),
      providesTags: ['Message'],
    }),
    updateMessageNotification: build.mutation<MessageNotification, UpdateMessageNotificationArg>({
      query: callQuery<UpdateMessageNotificationArg>(catalogue.updateMessageNotification),
      invalidatesTags: ['Message', 'RedDot'],
    }),
    agentApplyRecords: build.query<AgentApplyRecord[], void>({
      query: callQuery(catalogue.agentApplyRecords),
      providesTags: ['Apply'],
    }),
    regionList: build.query<RegionNode[], RegionListArg>({
      query: callQuery<RegionListArg>(catalogue.regionList),
      providesTags: ['Region'],
    }),

    // ------------------------------------------------------------ addresses
    addressPage: build.query<PageResult<Address>, AddressPageArg>({
      query: callQuery<AddressPageArg>(catalogue.addressPage),
      providesTags: ['Address'],
    }),
    addressGet: build.query<Address, AddressIdArg>({
      query: callQuery<AddressIdArg>(catalogue.addressGet),
      providesTags: ['Address'],
    }),
    addressAdd: build.mutation<AddressAddResult, AddressInput>({
      query: callQuery<AddressInput>(catalogue.addressAdd),
      invalidatesTags: ['Address'],
    }),
    addressUpdate: build.mutation<Address, AddressUpdateArg>({
      query: callQuery<AddressUpdateArg>(catalogue.addressUpdate),
      invalidatesTags: ['Address'],
    }),
    addressDelete: build.mutation<null, AddressIdArg>({
      query: callQuery<AddressIdArg>(catalogue.addressDelete),
      invalidatesTags: ['Address'],
    }),

    // ------------------------------------------------------------ coupons and activities
    couponCenter: build.query<PageResult<CouponCenterItem>, CouponCenterArg>({
      query: callQuery<CouponCenterArg>(catalogue.couponCenter),
      providesTags: ['Coupon'],
    }),
    receiveCoupon: build.mutation<ReceiveCouponResult, ReceiveCouponArg>({
      query: callQuery<ReceiveCouponArg>(catalogue.receiveCoupon),
      invalidatesTags: ['Coupon', 'Activity'],
    }),
    myCoupons: build.query<PageResult<MyCoupon>, MyCouponsArg>({
      query: callQuery<MyCouponsArg>(catalogue.myCoupons),
      providesTags: ['Coupon'],
    }),
    deductionZone: build.query<PageResult<ZoneGoods>, ZonePageArg>({
      query: callQuery<ZonePageArg>(catalogue.deductionZone),
      providesTags: ['Goods'],
    }),
    cashCouponZone: build.query<PageResult<ZoneGoods>, ZonePageArg>({
      query: callQuery<ZonePageArg>(catalogue.cashCouponZone),
      providesTags: ['Goods'],
    }),
    activity: build.query<Activity, ActivityArg>({
      query: callQuery<ActivityArg>(catalogue.activity),
      providesTags: ['Activity'],
    }),
    activityCouponItems: build.query<CouponCenterItem[], ActivityCouponItemsArg>({
      query: callQuery<ActivityCouponItemsArg>(catalogue.activityCouponItems),
      providesTags: ['Activity', 'Coupon'],
    }),
    receiveActivityCoupon: build.mutation<ReceiveCouponResult, ReceiveActivityCouponArg>({
      query: callQuery<ReceiveActivityCouponArg>(catalogue.receiveActivityCoupon),
      invalidatesTags: ['Activity', 'Coupon'],
    }),
    memberGoodsPage: build.query<PageResult<ZoneGoods>, MemberGoodsPageArg>({
      query: callQuery<MemberGoodsPageArg>(catalogue.memberGoodsPage),
      providesTags: ['Goods'],
    }),
    activityGiftPackagePage: build.query<PageResult<GiftPackage>, ActivityGiftPackagePageArg>({
      query: callQuery<ActivityGiftPackagePageArg>(catalogue.activityGiftPackagePage),
      providesTags: ['Activity', 'GiftPackage'],
    }),

    // ------------------------------------------------------------ favourites
    collectPage: build.query<PageResult<Favourite>, CollectPageArg>({
      query: callQuery<CollectPageArg>(catalogue.collectPage),
      providesTags: ['Favourite'],
    }),
    collectAdd: build.mutation<CollectAddResult, CollectAddArg>({
      query: callQuery<CollectAddArg>(catalogue.collectAdd),
      invalidatesTags: ['Favourite', 'FavouriteCount'],
    }),
    collectDelete: build.mutation<null, CollectDeleteArg>({
      query: callQuery<CollectDeleteArg>(catalogue.collectDelete),
      invalidatesTags: ['Favourite', 'FavouriteCount'],
    }),
    /** exempt from the code-0 rule: a code-0 answer is data (the whole envelope), see `isPassedThroughFailure` */
    collectCount: build.query<CollectCountData, CollectCountArg>({
      query: callQuery<CollectCountArg>(catalogue.collectCount),
      providesTags: ['FavouriteCount'],
    }),

    // ------------------------------------------------------------ member upgrade
    upgradeToken: build.mutation<UpgradeToken, UpgradeTokenArg>({
      query: callQuery<UpgradeTokenArg>(catalogue.upgradeToken),
    }),
    upgrade: build.mutation<UpgradeResult, UpgradeArg>({
      query: callQuery<UpgradeArg>(catalogue.upgrade),
      invalidatesTags: ['Member'],
    }),
  }),
});

export const {
  useRegisterMutation,
  useLoginMutation,
  useSendMessageMutation,
  useResetPasswordMutation,
  useOrderTipQuery,
  useReadAllMessageNotificationMutation,
  useVerificationCodeMutation,
  useValidatePayCodeMutation,
  useCommonValidateCodeMutation,
  useShareQuery,
  useGetInfoQuery,
  useAddPerfectInfoRemindCountMutation,
  usePropertyConfigByTypeQuery,
  useFindByUsernameQuery,
  useLazyFindByUsernameQuery,
  useFindByNicknameQuery,
  useLazyFindByNicknameQuery,
  useCancelAccountMutation,
  useUpdatePasswordMutation,
  useSuggestionFeedbackMutation,
  useUpdateInfoSelectiveMutation,
  useMessageNotificationPageQuery,
  useUpdateMessageNotificationMutation,
  useAgentApplyRecordsQuery,
  useRegionListQuery,
  useAddressPageQuery,
  useAddressGetQuery,
  useAddressAddMutation,
  useAddressUpdateMutation,
  useAddressDeleteMutation,
  useCouponCenterQuery,
  useReceiveCouponMutation,
  useMyCouponsQuery,
  useDeductionZoneQuery,
  useCashCouponZoneQuery,
  useActivityQuery,
  useActivityCouponItemsQuery,
  useReceiveActivityCouponMutation,
  useMemberGoodsPageQuery,
  useActivityGiftPackagePageQuery,
  useCollectPageQuery,
  useCollectAddMutation,
  useCollectDeleteMutation,
  useCollectCountQuery,
  useUpgradeTokenMutation,
  useUpgradeMutation,
} = memberApi;
