import { DOCUMENT_DATE, OPERATOR, type LocalizedDocument } from './types';

/** 茶商城隐私政策 (/privacy). The Chinese text is binding; the English text is a summary. */
export const privacyDocument: LocalizedDocument = {
  'zh-CN': {
    updated: DOCUMENT_DATE,
    effective: DOCUMENT_DATE,
    intro: [
      `${OPERATOR.nameZh}（以下简称“我们”）深知个人信息对您的重要性。我们依据《中华人民共和国个人信息保护法》等法律法规，遵循合法、正当、必要和诚信的原则处理您的个人信息。`,
      '本政策说明我们在您使用茶商城 App 及 H5 商城时如何收集、使用、存储、共享和保护您的个人信息，以及您享有的权利。请您在使用前仔细阅读并充分理解。',
    ],
    sections: [
      {
        heading: '一、我们收集的个人信息',
        paragraphs: ['我们仅收集实现以下功能所必需的信息。您拒绝提供某项信息时，仅会影响对应功能，不影响其他功能的使用。'],
        subsections: [
          {
            heading: '1.1 注册与登录',
            paragraphs: [
              '注册、登录和找回密码时，我们需要收集您的手机号、密码及短信验证码，用于创建账号和验证身份。密码以加密方式传输和存储。您可以选择填写邀请码，用于确认邀请关系。',
            ],
          },
          {
            heading: '1.2 购物与下单',
            paragraphs: [
              '下单时，我们需要收集收货人姓名、手机号、收货地址、订单商品、订单金额、订单备注及使用的优惠券信息，用于完成交易、配送和售后。',
            ],
          },
          {
            heading: '1.3 支付',
            paragraphs: [
              '您选择微信支付或支付宝付款时，我们会将订单号、金额等必要信息提供给支付机构，并接收支付结果。我们不会收集您的银行卡号和支付密码。',
            ],
          },
          {
            heading: '1.4 同城门店与定位',
            paragraphs: [
              '在浏览同城门店、选择自提门店或填写收货地址时，经您授权，我们会获取您的位置信息，用于推荐附近门店和自动填写地址。您可以随时在系统设置中关闭定位权限。',
            ],
          },
          {
            heading: '1.5 客服、评价与反馈',
            paragraphs: [
              '您联系客服、发表评价或提交意见反馈时，我们会收集您提供的文字、图片和联系方式，用于处理您的问题和改进服务。',
            ],
          },
          {
            heading: '1.6 设备与日志信息',
            paragraphs: [
              '为保障账号与交易安全，我们会收集设备型号、操作系统版本、设备标识符、网络类型、IP 地址及浏览和操作日志，用于识别异常登录和排查故障。',
            ],
          },
        ],
      },
      {
        heading: '二、我们如何使用个人信息',
        items: [
          '提供商品浏览、购买、配送、售后及会员服务；',
          '向您发送订单状态、物流进度和账号安全通知；',
          '在您同意的前提下，根据浏览和购买记录为您推荐可能感兴趣的茶品，您可以在“我的—设置”中关闭个性化推荐；',
          '防范欺诈、刷单等风险，保障平台和您的账号安全；',
          '履行法律法规规定的义务。',
        ],
      },
      {
        heading: '三、本地存储与同类技术',
        paragraphs: [
          '为让您无需每次重新登录，我们会在您的设备本地保存会话标识、基本账号信息、当前订单及地区数据。您退出登录或注销账号后，这些数据将被清除。',
        ],
      },
      {
        heading: '四、我们如何共享、转让和公开披露个人信息',
        paragraphs: ['我们不会向第三方出售您的个人信息。仅在以下情形中共享必要的信息：'],
        items: [
          '与快递公司、同城配送门店共享收货人、电话和地址，用于完成配送；',
          '与支付机构共享订单号和金额，用于完成支付和退款；',
          '与第三方 SDK 服务商共享实现对应功能所必需的信息，详见《第三方 SDK 说明》；',
          '根据法律法规、诉讼或政府主管部门的强制性要求。',
        ],
      },
      {
        heading: '五、我们如何存储和保护个人信息',
        paragraphs: [
          '您的个人信息存储于中华人民共和国境内，存储期限为实现处理目的所必需的最短时间。法律法规另有规定的（如交易记录保存不少于三年），从其规定。',
          '我们采用传输加密、访问控制、安全审计等措施保护您的信息。如不幸发生个人信息安全事件，我们将按照法律法规的要求及时告知您并向主管部门报告。',
        ],
      },
      {
        heading: '六、您的权利',
        items: [
          '查阅和更正：您可以在“我的—个人资料”中查阅和修改昵称、头像、签名等信息，在“收货地址”中管理地址；',
          '删除：您可以删除浏览记录、收藏和收货地址，或联系客服删除其他信息；',
          '撤回同意：您可以在系统设置中关闭定位、相机、通知等权限；',
          '注销账号：您可以在“我的—设置—注销账号”中申请注销；',
          '我们将在十五个工作日内答复您的请求。',
        ],
      },
      {
        heading: '七、未成年人保护',
        paragraphs: [
          '我们的服务主要面向成年人。未满十四周岁的儿童使用本平台前，应由监护人阅读本政策并同意。如我们发现在未取得监护人同意的情况下收集了儿童个人信息，将尽快删除。',
        ],
      },
      {
        heading: '八、本政策的更新',
        paragraphs: [
          '本政策可能适时更新。重大变更时，我们会通过弹窗或站内消息提示您，并在本页面更新日期。',
        ],
      },
      {
        heading: '九、联系我们',
        paragraphs: [
          `如您对本政策或个人信息处理有任何疑问、意见或投诉，可通过“我的—客服中心”联系我们，或拨打客服热线 ${OPERATOR.hotline}，也可以邮寄至：${OPERATOR.addressZh}，${OPERATOR.nameZh} 个人信息保护负责人（收）。`,
        ],
      },
    ],
  },
  'en-US': {
    updated: DOCUMENT_DATE,
    effective: DOCUMENT_DATE,
    summary: true,
    intro: [
      `${OPERATOR.nameEn} processes your personal information lawfully, fairly and only as far as needed, under the Personal Information Protection Law of the PRC. This summary explains what we collect and why.`,
    ],
    sections: [
      {
        heading: '1. What we collect',
        items: [
          'Sign-up and login: mobile number, password (encrypted) and SMS code; an optional invite code.',
          'Orders: recipient, phone, address, items, amounts, remarks and coupons.',
          'Payment: order number and amount go to WeChat Pay or Alipay; we never see card numbers or payment passwords.',
          'Location (with your permission): to find nearby shops and fill in addresses.',
          'Support, reviews and feedback: the text and images you send.',
          'Device and log data: model, OS, device identifiers, network, IP and activity logs for security.',
        ],
      },
      {
        heading: '2. How we use and share it',
        paragraphs: [
          'To sell and deliver goods, send order and security notices, recommend teas (you can turn this off), prevent fraud and meet legal duties. We never sell your data; we share only what couriers, payment providers and the SDKs listed in the Third-party SDK list need.',
        ],
      },
      {
        heading: '3. Storage, security and your rights',
        paragraphs: [
          'Data stays in mainland China for no longer than needed, protected by encryption and access control. You can view, correct and delete your data, withdraw permissions and close your account; we answer within 15 working days. Children under 14 need a guardian\'s consent.',
        ],
      },
      {
        heading: '4. Contact',
        paragraphs: [`Customer service in the app, ${OPERATOR.hotline}, or by post to ${OPERATOR.addressEn}.`],
      },
    ],
  },
};
