import { DOCUMENT_DATE, OPERATOR, type LocalizedDocument } from './types';

/** 第三方 SDK 说明 (/privacySDK). The Chinese text is binding; the English text is a summary. */
export const privacySdkDocument: LocalizedDocument = {
  'zh-CN': {
    updated: DOCUMENT_DATE,
    effective: DOCUMENT_DATE,
    intro: [
      '为实现支付、定位、消息推送等功能，茶商城 App 接入了下列合作方提供的软件开发工具包（SDK）。我们会对合作方进行严格的安全评估，并要求其按照法律法规和双方约定处理您的个人信息。',
      '下表列出各 SDK 的名称、提供方、使用目的、使用场景和收集的信息。SDK 仅在您使用对应功能时启用；您拒绝授权相关权限时，仅会影响对应功能。',
    ],
    sections: [
      {
        heading: '一、支付与分享类',
        sdks: [
          {
            name: '微信开放平台 SDK',
            provider: '深圳市腾讯计算机系统有限公司',
            purpose: '微信支付、分享商品与邀请链接到微信',
            scenario: '选择微信支付付款、分享商品或邀请好友时',
            data: '设备型号、操作系统版本、网络类型、微信客户端安装状态、订单号及支付金额',
            policy: '请参阅微信开放平台公布的《微信开放平台开发者服务协议》及隐私保护指引',
          },
          {
            name: '支付宝 SDK',
            provider: '支付宝（中国）网络技术有限公司',
            purpose: '支付宝付款与退款',
            scenario: '选择支付宝付款时',
            data: '设备型号、操作系统版本、设备标识符（如 Android ID、IDFV）、网络类型、运营商信息、订单号及支付金额',
            policy: '请参阅支付宝开放平台公布的《支付宝隐私权政策》',
          },
        ],
      },
      {
        heading: '二、定位类',
        sdks: [
          {
            name: '高德地图定位 SDK',
            provider: '高德软件有限公司',
            purpose: '获取当前位置，推荐附近门店、计算配送距离、辅助填写收货地址',
            scenario: '浏览同城门店、选择自提门店或新增收货地址时',
            data: '位置信息（经纬度）、WLAN 接入点信息、基站信息、设备型号、操作系统版本、IP 地址',
            policy: '请参阅高德开放平台公布的《高德地图开放平台隐私权政策》',
          },
        ],
      },
      {
        heading: '三、消息推送类',
        sdks: [
          {
            name: '极光推送 SDK',
            provider: '深圳市和讯华谷信息技术有限公司',
            purpose: '推送订单状态、物流进度、活动及账号安全通知',
            scenario: '您开启通知权限后，App 在后台接收消息时',
            data: '设备标识符（如 Android ID、OAID、IDFV）、设备型号、操作系统版本、网络类型、推送消息送达及点击记录',
            policy: '请参阅极光官方网站公布的《极光隐私政策》',
          },
        ],
      },
      {
        heading: '四、存储类',
        sdks: [
          {
            name: '七牛云对象存储 SDK',
            provider: '上海七牛信息技术有限公司',
            purpose: '上传头像、评价晒单及意见反馈图片',
            scenario: '您选择并上传图片时',
            data: '您选择上传的图片、网络类型、操作系统版本',
            policy: '请参阅七牛云官方网站公布的《七牛云隐私政策》',
          },
        ],
      },
      {
        heading: '五、SDK 的管理',
        paragraphs: [
          '我们会在 SDK 版本更新、新增或停止使用 SDK 时及时更新本说明。您可以在系统设置中管理定位、通知、相机和相册等权限；关闭权限后，对应 SDK 将无法继续收集相关信息。',
          `如您对第三方 SDK 的信息处理有任何疑问，可拨打客服热线 ${OPERATOR.hotline} 与我们联系。`,
        ],
      },
    ],
  },
  'en-US': {
    updated: DOCUMENT_DATE,
    effective: DOCUMENT_DATE,
    summary: true,
    intro: [
      'The Tea Mall app uses the following third-party SDKs for payment, location, notifications and uploads. Each runs only when you use its feature.',
    ],
    sections: [
      {
        heading: 'Third-party SDKs',
        sdks: [
          {
            name: 'WeChat Open Platform SDK',
            provider: 'Shenzhen Tencent Computer Systems Co., Ltd.',
            purpose: 'WeChat Pay and sharing to WeChat',
            scenario: 'Paying with WeChat Pay or sharing goods and invitations',
            data: 'Device model, OS version, network type, whether WeChat is installed, order number and amount',
            policy: 'See the WeChat Open Platform privacy guidelines',
          },
          {
            name: 'Alipay SDK',
            provider: 'Alipay (China) Network Technology Co., Ltd.',
            purpose: 'Alipay payments and refunds',
            scenario: 'Paying with Alipay',
            data: 'Device model, OS version, device identifiers, network type, carrier, order number and amount',
            policy: 'See the Alipay privacy policy',
          },
          {
            name: 'AMap Location SDK',
            provider: 'AutoNavi Software Co., Ltd.',
            purpose: 'Nearby shops, delivery distance and address filling',
            scenario: 'Browsing local shops, choosing a pickup shop or adding an address',
            data: 'Location, Wi-Fi access points, cell towers, device model, OS version, IP address',
            policy: 'See the AMap Open Platform privacy policy',
          },
          {
            name: 'JPush SDK',
            provider: 'Shenzhen Hexun Huagu Information Technology Co., Ltd.',
            purpose: 'Order, delivery, promotion and security notifications',
            scenario: 'Receiving notifications after you allow them',
            data: 'Device identifiers, device model, OS version, network type, delivery and tap records',
            policy: 'See the JIGUANG privacy policy',
          },
          {
            name: 'Qiniu Cloud Storage SDK',
            provider: 'Shanghai Qiniu Information Technology Co., Ltd.',
            purpose: 'Uploading avatars, review photos and feedback images',
            scenario: 'Uploading an image',
            data: 'The images you upload, network type, OS version',
            policy: 'See the Qiniu Cloud privacy policy',
          },
        ],
      },
      {
        heading: 'Managing SDKs',
        paragraphs: [`You can turn off location, notification, camera and photo permissions in the system settings at any time. Questions: ${OPERATOR.hotline}.`],
      },
    ],
  },
};
