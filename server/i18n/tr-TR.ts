/**
 * The server's Turkish texts, keyed by stable keys; `{name}` marks a value filled in when the
 * text is used (see texts.ts). Every key here has its English text in en-US.ts.
 */
export const trTR = {
  // Failure messages, keyed by the failure's name in server/http/failures.ts.
  'failure.invalidRequest': 'İstek geçersiz',
  'failure.unauthenticated': 'Oturum açmanız gerekiyor.',
  'failure.forbidden': 'Bu işlem için yetkiniz yok.',
  'failure.notFound': 'Aradığınız kayıt bulunamadı.',
  'failure.routeNotFound': 'Böyle bir servis yok.',
  'failure.csrf': 'Güvenlik doğrulaması başarısız. Sayfayı yenileyip tekrar deneyin.',
  'failure.tooManyRequests': 'Çok fazla deneme yaptınız. Lütfen biraz sonra tekrar deneyin.',
  'failure.notImplemented': 'Bu özellik henüz hazır değil.',
  'failure.internal': 'Beklenmeyen bir hata oluştu. Lütfen tekrar deneyin.',
  'failure.userNameTaken': 'Bu kullanıcı adı alınmış.',
  'failure.emailTaken': 'Bu e-posta adresiyle kayıtlı bir hesap var.',
  'failure.wrongCredentials': 'Kullanıcı adı, e-posta veya şifre hatalı.',
  'failure.captchaFailed': 'Doğrulama (captcha) başarısız. Lütfen tekrar deneyin.',
  'failure.verificationLinkInvalid':
    'Doğrulama bağlantısı geçersiz veya süresi dolmuş. Yeni bir bağlantı isteyin.',
  'failure.resetLinkInvalid':
    'Şifre sıfırlama bağlantısı geçersiz, kullanılmış veya süresi dolmuş.',
  'failure.unknownClub': 'Böyle bir takım yok.',
  'failure.wrongCurrentPassword': 'Mevcut şifreniz hatalı.',
  'failure.userNotFound': 'Kullanıcı bulunamadı.',
  'failure.notYourself': 'Bu işlemi kendinize yapamazsınız.',
  'failure.alreadyFriends': 'Zaten arkadaşsınız.',
  'failure.noFriendRequest': 'Bekleyen bir arkadaşlık isteği yok.',
  'failure.notFriends': 'Bu kullanıcıyla arkadaş değilsiniz.',
  'failure.deviceOfAnotherUser': 'Başka bir kullanıcı adına cihaz kaydedilemez.',
  'failure.logContainsSecret': 'Kayıt bir oturum anahtarı içeriyor; gönderilmedi.',
  'failure.lastAdmin': 'Son yöneticinin yetkisi kaldırılamaz.',
  'failure.importRefused': 'İçe aktarma reddedildi, hiçbir şey yazılmadı',
  'failure.matchSheetInvalid': 'Maç kadroları veya olayları geçersiz',
  'failure.matchNotKickedOff': 'Maç henüz başlamadı; kadro, olay veya skor girilemez.',
  'failure.kickoffOfLockedRound': 'Hafta kilitlendi; maçın başlama saati artık değiştirilemez.',
  'failure.scoreDisagreesWithEvents': 'Skor, kayıtlı gol olaylarıyla uyuşmuyor; olayları düzeltin',
  'failure.matchStateMove': 'Maç bu duruma geçemez',
  'failure.matchMinuteNotLive': 'Dakika yalnızca oynanmakta olan bir maça girilir.',
  'failure.roundNotFound': 'Böyle bir hafta yok.',
  'failure.clockNotMovable': 'Bu sunucunun saati sistem saatidir; değiştirilemez.',
  'failure.roundJobTooEarly': 'Hafta bu adım için henüz hazır değil.',
  'failure.roundMatchesNotDone': 'Haftanın bitmemiş maçları var.',
  'failure.teamNameBlank': 'Takım adı boş olamaz.',
  'failure.teamRoundNotOpen':
    'Bu hafta için takım kaydedilemez: hafta açık değil ya da son kayıt zamanı geçti.',
  'failure.teamNotYours': 'Değiştirmek istediğiniz takım bu haftaki takımlarınızdan biri değil.',
  'failure.teamFirstMustBePrimary': 'Haftanın ilk takımı ana takım olmalı.',
  'failure.teamPrimaryCannotBeUnset':
    'Ana takımın işaretini kaldırmak için başka bir takımınızı ana takım yapın.',
  'failure.teamExtraLimit': 'Bir haftada en fazla {max} ek takım kurabilirsiniz.',
  'failure.teamNotEnoughCoins': 'Ek takım için {price} jeton gerekiyor; bakiyeniz {balance} jeton.',
  'failure.teamBoosterMissing': 'Cüzdanınızda kullanılabilecek bir {booster} yok.',
  'failure.teamNoOpenRound': 'Şu anda takım kurulabilecek açık bir hafta yok.',
  'failure.teamCannotGenerate': 'Bu bütçeyle bu dizilişte geçerli bir kadro kurulamadı.',
  'failure.userTeamNotFound': 'Böyle bir takım yok.',
  'failure.otherUserTeamHidden':
    'Başka bir kullanıcının takımı, haftanın son kayıt zamanı geçmeden görülemez.',
  'failure.readRoundNotFound': 'Böyle bir hafta yok.',
  'failure.readMatchNotFound': 'Böyle bir maç yok.',
  'failure.readPlayerNotFound': 'Böyle bir oyuncu yok.',
  'failure.otherUserScoreHidden': 'Başka bir kullanıcının puanı, hafta kilitlenmeden görülemez.',

  // Answers of the account calls (the envelope's ResultMessage on success).
  'account.registered': 'Hoş geldiniz! E-posta adresinizi doğrulamak için gelen kutunuza bakın.',
  'account.verificationSent': 'Doğrulama e-postası gönderildi.',
  'account.alreadyVerified': 'E-posta adresiniz zaten doğrulanmış.',
  'account.verified': 'E-posta adresiniz doğrulandı.',
  'account.resetSent': 'Bu adrese kayıtlı bir hesap varsa şifre sıfırlama bağlantısı gönderildi.',
  'account.passwordChanged': 'Şifreniz değiştirildi. Yeni şifrenizle giriş yapabilirsiniz.',
  'account.contactSent': 'Mesajınız iletildi. Teşekkürler!',
  'account.saved': 'Kaydedildi.',

  // E-mails (server/mail/messages.ts puts them together).
  'mail.greeting': 'Merhaba {userName},',
  'mail.signature': 'Kadro ekibi',
  'mail.verification.subject': 'Kadro e-posta adresinizi doğrulayın',
  'mail.verification.body': 'E-posta adresinizi doğrulamak için aşağıdaki bağlantıyı açın.',
  'mail.verification.validFor': 'Bağlantı {hours} saat geçerlidir.',
  'mail.verification.link': 'E-posta adresimi doğrula',
  'mail.verification.notYou': 'Kadro hesabını siz oluşturmadıysanız bu e-postayı dikkate almayın.',
  'mail.passwordReset.subject': 'Kadro şifrenizi sıfırlayın',
  'mail.passwordReset.body':
    'Yeni bir şifre belirlemek için aşağıdaki bağlantıyı açın. Bağlantı yalnızca bir kez kullanılabilir ve {minutes} dakika geçerlidir.',
  'mail.passwordReset.link': 'Yeni şifre belirle',
  'mail.passwordReset.notYou':
    'Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın: şifreniz değişmez.',
  'mail.contact.subject': 'İletişim formu: {subject}',
  'mail.contact.from': 'Gönderen: {name}',
  'mail.contact.email': 'E-posta: {email}',
  'mail.contact.topic': 'Konu: {subject}',
  'mail.contact.message': 'Mesaj:',
  'mail.contact.replyTo': 'Yanıtlamak için {email} adresine yazın.',
  'mail.contact.signature': 'Kadro iletişim formu',

  // Why a player misses matches (the player list's status reason).
  'absence.suspended': 'Kırmızı kart',
  'absence.injured': 'Sakatlık',

  'captcha.question': '{a} + {b} kaç eder?',
  'round.title': '{number}. Hafta',
} as const;
