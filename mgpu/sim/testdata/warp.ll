; ModuleID = 'warp.cu'
source_filename = "warp.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ19syncwarp_activemaskPiPjS0_E1s = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4
@_ZZ15volatile_roundsPKiPiE1s = internal addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z11warp_reducePKiPi(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !21 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #7, !dbg !24
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #7, !dbg !28
  %5 = mul i32 %3, %4, !dbg !31
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #7, !dbg !32
  %7 = add i32 %5, %6, !dbg !35
  %8 = zext i32 %7 to i64, !dbg !36
  %9 = getelementptr inbounds i32, i32* %0, i64 %8, !dbg !36
  %10 = load i32, i32* %9, align 4, !dbg !36, !tbaa !37
  %11 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %10, i32 16, i32 31), !dbg !41
  %12 = add nsw i32 %11, %10, !dbg !42
  %13 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %12, i32 8, i32 31), !dbg !41
  %14 = add nsw i32 %13, %12, !dbg !42
  %15 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %14, i32 4, i32 31), !dbg !41
  %16 = add nsw i32 %15, %14, !dbg !42
  %17 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %16, i32 2, i32 31), !dbg !41
  %18 = add nsw i32 %17, %16, !dbg !42
  %19 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %18, i32 1, i32 31), !dbg !41
  %20 = and i32 %6, 31, !dbg !43
  %21 = icmp eq i32 %20, 0, !dbg !44
  br i1 %21, label %22, label %27, !dbg !45

22:                                               ; preds = %2
  %23 = add nsw i32 %19, %18, !dbg !42
  %24 = lshr i32 %7, 5, !dbg !46
  %25 = zext i32 %24 to i64, !dbg !47
  %26 = getelementptr inbounds i32, i32* %1, i64 %25, !dbg !47
  store i32 %23, i32* %26, align 4, !dbg !48, !tbaa !37
  br label %27, !dbg !47

27:                                               ; preds = %22, %2
  ret void, !dbg !49
}

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z8shufflesPKfPfS1_S1_PjPi(float* nocapture noundef readonly %0, float* nocapture noundef writeonly %1, float* nocapture noundef writeonly %2, float* nocapture noundef writeonly %3, i32* nocapture noundef writeonly %4, i32* nocapture noundef writeonly %5) local_unnamed_addr #0 !dbg !50 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #7, !dbg !51
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #7, !dbg !53
  %9 = mul i32 %7, %8, !dbg !55
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #7, !dbg !56
  %11 = add i32 %9, %10, !dbg !58
  %12 = sext i32 %11 to i64, !dbg !59
  %13 = getelementptr inbounds float, float* %0, i64 %12, !dbg !59
  %14 = load float, float* %13, align 4, !dbg !59, !tbaa !60
  %15 = mul i32 %10, 7, !dbg !62
  %16 = and i32 %15, 31, !dbg !63
  %17 = tail call contract float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %14, i32 %16, i32 31), !dbg !64
  %18 = getelementptr inbounds float, float* %1, i64 %12, !dbg !65
  store float %17, float* %18, align 4, !dbg !66, !tbaa !60
  %19 = tail call contract float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %14, i32 3, i32 0), !dbg !67
  %20 = getelementptr inbounds float, float* %2, i64 %12, !dbg !68
  store float %19, float* %20, align 4, !dbg !69, !tbaa !60
  %21 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %14, i32 5, i32 31), !dbg !70
  %22 = getelementptr inbounds float, float* %3, i64 %12, !dbg !71
  store float %21, float* %22, align 4, !dbg !72, !tbaa !60
  %23 = fcmp contract ogt float %14, 0.000000e+00, !dbg !73
  %24 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %23), !dbg !74
  %25 = getelementptr inbounds i32, i32* %4, i64 %12, !dbg !75
  store i32 %24, i32* %25, align 4, !dbg !76, !tbaa !37
  %26 = fcmp contract ogt float %14, -1.000000e+02, !dbg !77
  %27 = tail call i1 @llvm.nvvm.vote.all.sync(i32 -1, i1 %26), !dbg !78
  %28 = zext i1 %27 to i32, !dbg !78
  %29 = fcmp contract ogt float %14, 1.000000e+03, !dbg !79
  %30 = tail call i1 @llvm.nvvm.vote.any.sync(i32 -1, i1 %29), !dbg !80
  %31 = select i1 %30, i32 2, i32 0, !dbg !81
  %32 = or i32 %31, %28, !dbg !82
  %33 = getelementptr inbounds i32, i32* %5, i64 %12, !dbg !83
  store i32 %32, i32* %33, align 4, !dbg !84, !tbaa !37
  ret void, !dbg !85
}

; Function Attrs: convergent inaccessiblememonly nounwind
declare float @llvm.nvvm.shfl.sync.idx.f32(i32, float, i32, i32) #1

; Function Attrs: convergent inaccessiblememonly nounwind
declare float @llvm.nvvm.shfl.sync.up.f32(i32, float, i32, i32) #1

; Function Attrs: convergent inaccessiblememonly nounwind
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #1

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #1

; Function Attrs: convergent inaccessiblememonly nounwind
declare i1 @llvm.nvvm.vote.all.sync(i32, i1) #1

; Function Attrs: convergent inaccessiblememonly nounwind
declare i1 @llvm.nvvm.vote.any.sync(i32, i1) #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z8segmentsPKiPi(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !86 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #7, !dbg !87
  %4 = sext i32 %3 to i64, !dbg !89
  %5 = getelementptr inbounds i32, i32* %0, i64 %4, !dbg !89
  %6 = load i32, i32* %5, align 4, !dbg !89, !tbaa !37
  %7 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %6, i32 0, i32 6175), !dbg !90
  %8 = getelementptr inbounds i32, i32* %1, i64 %4, !dbg !91
  store i32 %7, i32* %8, align 4, !dbg !92, !tbaa !37
  ret void, !dbg !93
}

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z15warp_divergencePKiPi(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !94 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #7, !dbg !95
  %4 = icmp ult i32 %3, 16, !dbg !97
  %5 = zext i32 %3 to i64, !dbg !98
  br i1 %4, label %11, label %6, !dbg !99

6:                                                ; preds = %2
  %7 = getelementptr inbounds i32, i32* %1, i64 %5, !dbg !100
  %8 = getelementptr inbounds i32, i32* %0, i64 %5, !dbg !98
  %9 = load i32, i32* %8, align 4, !dbg !98, !tbaa !37
  %10 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %9, i32 0, i32 31), !dbg !101
  store i32 %10, i32* %7, align 4, !dbg !102, !tbaa !37
  br label %11, !dbg !103

11:                                               ; preds = %2, %6
  ret void, !dbg !103
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z17shfl_outside_maskPKiPi(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !104 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #7, !dbg !105
  %4 = zext i32 %3 to i64, !dbg !107
  %5 = getelementptr inbounds i32, i32* %0, i64 %4, !dbg !107
  %6 = load i32, i32* %5, align 4, !dbg !107, !tbaa !37
  %7 = icmp ult i32 %3, 16, !dbg !108
  br i1 %7, label %8, label %10, !dbg !109

8:                                                ; preds = %2
  %9 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 65535, i32 %6, i32 16, i32 31), !dbg !110
  br label %10, !dbg !111

10:                                               ; preds = %8, %2
  %11 = phi i32 [ %9, %8 ], [ %6, %2 ], !dbg !112
  tail call void @llvm.nvvm.barrier0(), !dbg !113
  %12 = getelementptr inbounds i32, i32* %1, i64 %4, !dbg !114
  store i32 %11, i32* %12, align 4, !dbg !115, !tbaa !37
  ret void, !dbg !116
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z19syncwarp_activemaskPiPjS0_(i32* nocapture noundef writeonly %0, i32* nocapture noundef writeonly %1, i32* nocapture noundef writeonly %2) local_unnamed_addr #0 !dbg !117 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #7, !dbg !118
  %5 = icmp ugt i32 %4, 23, !dbg !120
  br i1 %5, label %24, label %6, !dbg !121

6:                                                ; preds = %3
  %7 = mul nuw nsw i32 %4, 10, !dbg !122
  %8 = zext i32 %4 to i64, !dbg !123
  %9 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @_ZZ19syncwarp_activemaskPiPjS0_E1s, i64 0, i64 %8, !dbg !123
  %10 = addrspacecast i32 addrspace(3)* %9 to i32*, !dbg !123
  store i32 %7, i32* %10, align 4, !dbg !124, !tbaa !37
  tail call void @llvm.nvvm.bar.warp.sync(i32 16777215), !dbg !125
  %11 = sub nuw nsw i32 23, %4, !dbg !126
  %12 = zext i32 %11 to i64, !dbg !127
  %13 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @_ZZ19syncwarp_activemaskPiPjS0_E1s, i64 0, i64 %12, !dbg !127
  %14 = addrspacecast i32 addrspace(3)* %13 to i32*, !dbg !127
  %15 = load i32, i32* %14, align 4, !dbg !127, !tbaa !37
  %16 = getelementptr inbounds i32, i32* %0, i64 %8, !dbg !128
  store i32 %15, i32* %16, align 4, !dbg !129, !tbaa !37
  %17 = tail call i32 asm sideeffect "activemask.b32 $0;", "=r"() #2, !dbg !130, !srcloc !131
  %18 = getelementptr inbounds i32, i32* %1, i64 %8, !dbg !132
  store i32 %17, i32* %18, align 4, !dbg !133, !tbaa !37
  %19 = and i32 %4, 1, !dbg !134
  %20 = icmp eq i32 %19, 0, !dbg !135
  br i1 %20, label %24, label %21, !dbg !135

21:                                               ; preds = %6
  %22 = getelementptr inbounds i32, i32* %2, i64 %8, !dbg !136
  %23 = tail call noundef i32 @llvm.nvvm.activemask() #2, !dbg !137
  store i32 %23, i32* %22, align 4, !dbg !138, !tbaa !37
  br label %24, !dbg !136

24:                                               ; preds = %6, %21, %3
  ret void, !dbg !139
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #2

; Function Attrs: convergent nounwind
declare dso_local noundef i32 @llvm.nvvm.activemask() #3

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z8asm_warpPKiPi(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !140 {
  %3 = tail call i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !dbg !141, !srcloc !142
  %4 = tail call i32 asm "mov.u32 $0, %lanemask_lt;", "=r"() #8, !dbg !143, !srcloc !144
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #7, !dbg !145
  %6 = zext i32 %5 to i64, !dbg !147
  %7 = getelementptr inbounds i32, i32* %0, i64 %6, !dbg !147
  %8 = load i32, i32* %7, align 4, !dbg !147, !tbaa !37
  %9 = tail call i32 asm sideeffect "shfl.sync.bfly.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %8, i32 1, i32 31, i32 -1) #2, !dbg !148, !srcloc !149
  tail call void asm sideeffect "bar.sync 0;", "~{memory}"() #2, !dbg !150, !srcloc !151
  %10 = mul i32 %5, 3, !dbg !152
  %11 = zext i32 %10 to i64, !dbg !153
  %12 = getelementptr inbounds i32, i32* %1, i64 %11, !dbg !153
  store i32 %3, i32* %12, align 4, !dbg !154, !tbaa !37
  %13 = add i32 %10, 1, !dbg !155
  %14 = zext i32 %13 to i64, !dbg !156
  %15 = getelementptr inbounds i32, i32* %1, i64 %14, !dbg !156
  store i32 %4, i32* %15, align 4, !dbg !157, !tbaa !37
  %16 = add i32 %10, 2, !dbg !158
  %17 = zext i32 %16 to i64, !dbg !159
  %18 = getelementptr inbounds i32, i32* %1, i64 %17, !dbg !159
  store i32 %9, i32* %18, align 4, !dbg !160, !tbaa !37
  ret void, !dbg !161
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local noundef i32 @_Z8nth_lanejj(i32 noundef %0, i32 noundef %1) local_unnamed_addr #4 !dbg !162 {
  %3 = icmp eq i32 %1, 0, !dbg !163
  br i1 %3, label %21, label %4, !dbg !164

4:                                                ; preds = %2
  %5 = add i32 %1, -1, !dbg !164
  %6 = and i32 %1, 7, !dbg !164
  %7 = icmp ult i32 %5, 7, !dbg !164
  br i1 %7, label %10, label %8, !dbg !164

8:                                                ; preds = %4
  %9 = and i32 %1, -8, !dbg !164
  br label %26, !dbg !164

10:                                               ; preds = %26, %4
  %11 = phi i32 [ undef, %4 ], [ %44, %26 ]
  %12 = phi i32 [ %0, %4 ], [ %44, %26 ]
  %13 = icmp eq i32 %6, 0, !dbg !164
  br i1 %13, label %21, label %14, !dbg !164

14:                                               ; preds = %10, %14
  %15 = phi i32 [ %18, %14 ], [ %12, %10 ]
  %16 = phi i32 [ %19, %14 ], [ 0, %10 ]
  %17 = add i32 %15, -1, !dbg !165
  %18 = and i32 %17, %15, !dbg !166
  %19 = add i32 %16, 1, !dbg !164
  %20 = icmp eq i32 %19, %6, !dbg !164
  br i1 %20, label %21, label %14, !dbg !164, !llvm.loop !167

21:                                               ; preds = %10, %14, %2
  %22 = phi i32 [ %0, %2 ], [ %11, %10 ], [ %18, %14 ]
  %23 = icmp eq i32 %22, 0, !dbg !169
  %24 = tail call i32 @llvm.cttz.i32(i32 %22, i1 true) #7, !dbg !173, !range !174
  %25 = select i1 %23, i32 -1, i32 %24, !dbg !173
  ret i32 %25, !dbg !175

26:                                               ; preds = %26, %8
  %27 = phi i32 [ %0, %8 ], [ %44, %26 ]
  %28 = phi i32 [ 0, %8 ], [ %45, %26 ]
  %29 = add i32 %27, -1, !dbg !165
  %30 = and i32 %29, %27, !dbg !166
  %31 = add i32 %30, -1, !dbg !165
  %32 = and i32 %31, %30, !dbg !166
  %33 = add i32 %32, -1, !dbg !165
  %34 = and i32 %33, %32, !dbg !166
  %35 = add i32 %34, -1, !dbg !165
  %36 = and i32 %35, %34, !dbg !166
  %37 = add i32 %36, -1, !dbg !165
  %38 = and i32 %37, %36, !dbg !166
  %39 = add i32 %38, -1, !dbg !165
  %40 = and i32 %39, %38, !dbg !166
  %41 = add i32 %40, -1, !dbg !165
  %42 = and i32 %41, %40, !dbg !166
  %43 = add i32 %42, -1, !dbg !165
  %44 = and i32 %43, %42, !dbg !166
  %45 = add i32 %28, 8, !dbg !164
  %46 = icmp eq i32 %45, %9, !dbg !164
  br i1 %46, label %10, label %26, !dbg !164, !llvm.loop !176
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z16partition_roundsPKiPi(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !179 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #7, !dbg !180
  %4 = shl nsw i32 -1, %3
  %5 = xor i32 %4, -1
  %6 = zext i32 %3 to i64, !dbg !182
  %7 = getelementptr inbounds i32, i32* %0, i64 %6, !dbg !182
  %8 = load i32, i32* %7, align 4, !dbg !182, !tbaa !37
  %9 = and i32 %8, 1, !dbg !183
  %10 = icmp ne i32 %9, 0, !dbg !184
  %11 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %10), !dbg !185
  %12 = xor i1 %10, true, !dbg !186
  %13 = sext i1 %12 to i32, !dbg !186
  %14 = xor i32 %11, %13, !dbg !186
  %15 = tail call i32 @llvm.ctpop.i32(i32 %14) #7, !dbg !187, !range !174
  %16 = and i32 %14, %5, !dbg !190
  %17 = tail call i32 @llvm.ctpop.i32(i32 %16) #7, !dbg !191, !range !174
  %18 = icmp ugt i32 %15, 1, !dbg !193
  br i1 %18, label %19, label %21, !dbg !194

19:                                               ; preds = %2
  %20 = add nsw i32 %17, -1, !dbg !195
  br label %108, !dbg !194

21:                                               ; preds = %158, %2
  %22 = phi i32 [ %8, %2 ], [ %162, %158 ], !dbg !197
  %23 = icmp eq i32 %14, 0, !dbg !198
  %24 = tail call i32 @llvm.cttz.i32(i32 %14, i1 true) #7, !dbg !200, !range !174
  %25 = select i1 %23, i32 -1, i32 %24, !dbg !200
  %26 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %14, i32 %22, i32 %25, i32 31), !dbg !201
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1) #7, !dbg !202
  %27 = getelementptr inbounds i32, i32* %1, i64 %6, !dbg !205
  store i32 %26, i32* %27, align 4, !dbg !206, !tbaa !37
  %28 = add i32 %3, 32, !dbg !207
  %29 = zext i32 %28 to i64, !dbg !182
  %30 = getelementptr inbounds i32, i32* %0, i64 %29, !dbg !182
  %31 = load i32, i32* %30, align 4, !dbg !182, !tbaa !37
  %32 = and i32 %31, 1, !dbg !183
  %33 = icmp ne i32 %32, 0, !dbg !184
  %34 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %33), !dbg !185
  %35 = xor i1 %33, true, !dbg !186
  %36 = sext i1 %35 to i32, !dbg !186
  %37 = xor i32 %34, %36, !dbg !186
  %38 = tail call i32 @llvm.ctpop.i32(i32 %37) #7, !dbg !187, !range !174
  %39 = and i32 %37, %5, !dbg !190
  %40 = tail call i32 @llvm.ctpop.i32(i32 %39) #7, !dbg !191, !range !174
  %41 = icmp ugt i32 %38, 1, !dbg !193
  br i1 %41, label %42, label %101, !dbg !194

42:                                               ; preds = %21
  %43 = add nsw i32 %40, -1, !dbg !195
  br label %44, !dbg !194

44:                                               ; preds = %42, %94
  %45 = phi i32 [ %98, %94 ], [ %31, %42 ]
  %46 = phi i32 [ %99, %94 ], [ 1, %42 ]
  %47 = add i32 %46, %40, !dbg !208
  %48 = icmp ult i32 %47, %38, !dbg !209
  br i1 %48, label %49, label %94, !dbg !210

49:                                               ; preds = %44
  %50 = icmp eq i32 %47, 0, !dbg !211
  br i1 %50, label %89, label %51, !dbg !195

51:                                               ; preds = %49
  %52 = add i32 %43, %46, !dbg !195
  %53 = and i32 %47, 7, !dbg !195
  %54 = icmp ult i32 %52, 7, !dbg !195
  br i1 %54, label %78, label %55, !dbg !195

55:                                               ; preds = %51
  %56 = and i32 %47, -8, !dbg !195
  br label %57, !dbg !195

57:                                               ; preds = %57, %55
  %58 = phi i32 [ %37, %55 ], [ %75, %57 ]
  %59 = phi i32 [ 0, %55 ], [ %76, %57 ]
  %60 = add i32 %58, -1, !dbg !212
  %61 = and i32 %60, %58, !dbg !213
  %62 = add i32 %61, -1, !dbg !212
  %63 = and i32 %62, %61, !dbg !213
  %64 = add i32 %63, -1, !dbg !212
  %65 = and i32 %64, %63, !dbg !213
  %66 = add i32 %65, -1, !dbg !212
  %67 = and i32 %66, %65, !dbg !213
  %68 = add i32 %67, -1, !dbg !212
  %69 = and i32 %68, %67, !dbg !213
  %70 = add i32 %69, -1, !dbg !212
  %71 = and i32 %70, %69, !dbg !213
  %72 = add i32 %71, -1, !dbg !212
  %73 = and i32 %72, %71, !dbg !213
  %74 = add i32 %73, -1, !dbg !212
  %75 = and i32 %74, %73, !dbg !213
  %76 = add i32 %59, 8, !dbg !195
  %77 = icmp eq i32 %76, %56, !dbg !195
  br i1 %77, label %78, label %57, !dbg !195, !llvm.loop !214

78:                                               ; preds = %57, %51
  %79 = phi i32 [ undef, %51 ], [ %75, %57 ]
  %80 = phi i32 [ %37, %51 ], [ %75, %57 ]
  %81 = icmp eq i32 %53, 0, !dbg !195
  br i1 %81, label %89, label %82, !dbg !195

82:                                               ; preds = %78, %82
  %83 = phi i32 [ %86, %82 ], [ %80, %78 ]
  %84 = phi i32 [ %87, %82 ], [ 0, %78 ]
  %85 = add i32 %83, -1, !dbg !212
  %86 = and i32 %85, %83, !dbg !213
  %87 = add i32 %84, 1, !dbg !195
  %88 = icmp eq i32 %87, %53, !dbg !195
  br i1 %88, label %89, label %82, !dbg !195, !llvm.loop !216

89:                                               ; preds = %78, %82, %49
  %90 = phi i32 [ %37, %49 ], [ %79, %78 ], [ %86, %82 ]
  %91 = icmp eq i32 %90, 0, !dbg !217
  %92 = tail call i32 @llvm.cttz.i32(i32 %90, i1 true) #7, !dbg !219, !range !174
  %93 = select i1 %91, i32 -1, i32 %92, !dbg !219
  br label %94, !dbg !210

94:                                               ; preds = %89, %44
  %95 = phi i32 [ %93, %89 ], [ %3, %44 ], !dbg !210
  %96 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %37, i32 %45, i32 %95, i32 31), !dbg !220
  %97 = select i1 %48, i32 %96, i32 0, !dbg !221
  %98 = add nsw i32 %97, %45, !dbg !221
  %99 = shl i32 %46, 1, !dbg !222
  %100 = icmp ult i32 %99, %38, !dbg !193
  br i1 %100, label %44, label %101, !dbg !194, !llvm.loop !223

101:                                              ; preds = %94, %21
  %102 = phi i32 [ %31, %21 ], [ %98, %94 ], !dbg !197
  %103 = icmp eq i32 %37, 0, !dbg !198
  %104 = tail call i32 @llvm.cttz.i32(i32 %37, i1 true) #7, !dbg !200, !range !174
  %105 = select i1 %103, i32 -1, i32 %104, !dbg !200
  %106 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %37, i32 %102, i32 %105, i32 31), !dbg !201
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1) #7, !dbg !202
  %107 = getelementptr inbounds i32, i32* %1, i64 %29, !dbg !205
  store i32 %106, i32* %107, align 4, !dbg !206, !tbaa !37
  ret void, !dbg !225

108:                                              ; preds = %19, %158
  %109 = phi i32 [ %162, %158 ], [ %8, %19 ]
  %110 = phi i32 [ %163, %158 ], [ 1, %19 ]
  %111 = add i32 %110, %17, !dbg !208
  %112 = icmp ult i32 %111, %15, !dbg !209
  br i1 %112, label %113, label %158, !dbg !210

113:                                              ; preds = %108
  %114 = icmp eq i32 %111, 0, !dbg !211
  br i1 %114, label %153, label %115, !dbg !195

115:                                              ; preds = %113
  %116 = add i32 %20, %110, !dbg !195
  %117 = and i32 %111, 7, !dbg !195
  %118 = icmp ult i32 %116, 7, !dbg !195
  br i1 %118, label %142, label %119, !dbg !195

119:                                              ; preds = %115
  %120 = and i32 %111, -8, !dbg !195
  br label %121, !dbg !195

121:                                              ; preds = %121, %119
  %122 = phi i32 [ %14, %119 ], [ %139, %121 ]
  %123 = phi i32 [ 0, %119 ], [ %140, %121 ]
  %124 = add i32 %122, -1, !dbg !212
  %125 = and i32 %124, %122, !dbg !213
  %126 = add i32 %125, -1, !dbg !212
  %127 = and i32 %126, %125, !dbg !213
  %128 = add i32 %127, -1, !dbg !212
  %129 = and i32 %128, %127, !dbg !213
  %130 = add i32 %129, -1, !dbg !212
  %131 = and i32 %130, %129, !dbg !213
  %132 = add i32 %131, -1, !dbg !212
  %133 = and i32 %132, %131, !dbg !213
  %134 = add i32 %133, -1, !dbg !212
  %135 = and i32 %134, %133, !dbg !213
  %136 = add i32 %135, -1, !dbg !212
  %137 = and i32 %136, %135, !dbg !213
  %138 = add i32 %137, -1, !dbg !212
  %139 = and i32 %138, %137, !dbg !213
  %140 = add i32 %123, 8, !dbg !195
  %141 = icmp eq i32 %140, %120, !dbg !195
  br i1 %141, label %142, label %121, !dbg !195, !llvm.loop !214

142:                                              ; preds = %121, %115
  %143 = phi i32 [ undef, %115 ], [ %139, %121 ]
  %144 = phi i32 [ %14, %115 ], [ %139, %121 ]
  %145 = icmp eq i32 %117, 0, !dbg !195
  br i1 %145, label %153, label %146, !dbg !195

146:                                              ; preds = %142, %146
  %147 = phi i32 [ %150, %146 ], [ %144, %142 ]
  %148 = phi i32 [ %151, %146 ], [ 0, %142 ]
  %149 = add i32 %147, -1, !dbg !212
  %150 = and i32 %149, %147, !dbg !213
  %151 = add i32 %148, 1, !dbg !195
  %152 = icmp eq i32 %151, %117, !dbg !195
  br i1 %152, label %153, label %146, !dbg !195, !llvm.loop !226

153:                                              ; preds = %142, %146, %113
  %154 = phi i32 [ %14, %113 ], [ %143, %142 ], [ %150, %146 ]
  %155 = icmp eq i32 %154, 0, !dbg !217
  %156 = tail call i32 @llvm.cttz.i32(i32 %154, i1 true) #7, !dbg !219, !range !174
  %157 = select i1 %155, i32 -1, i32 %156, !dbg !219
  br label %158, !dbg !210

158:                                              ; preds = %108, %153
  %159 = phi i32 [ %157, %153 ], [ %3, %108 ], !dbg !210
  %160 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %14, i32 %109, i32 %159, i32 31), !dbg !220
  %161 = select i1 %112, i32 %160, i32 0, !dbg !221
  %162 = add nsw i32 %161, %109, !dbg !221
  %163 = shl i32 %110, 1, !dbg !222
  %164 = icmp ult i32 %163, %15, !dbg !193
  br i1 %164, label %108, label %21, !dbg !194, !llvm.loop !223
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z15volatile_roundsPKiPi(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !227 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #7, !dbg !228
  %4 = and i32 %3, 31, !dbg !230
  %5 = zext i32 %3 to i64, !dbg !231
  %6 = getelementptr inbounds i32, i32* %0, i64 %5, !dbg !231
  %7 = load i32, i32* %6, align 4, !dbg !231, !tbaa !37
  %8 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @_ZZ15volatile_roundsPKiPiE1s, i64 0, i64 %5, !dbg !232
  %9 = addrspacecast i32 addrspace(3)* %8 to i32*, !dbg !232
  store volatile i32 %7, i32* %9, align 4, !dbg !233, !tbaa !37
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1) #7, !dbg !234
  %10 = icmp ult i32 %4, 16, !dbg !236
  br i1 %10, label %11, label %18, !dbg !237

11:                                               ; preds = %2
  %12 = add i32 %3, 16, !dbg !238
  %13 = zext i32 %12 to i64, !dbg !239
  %14 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @_ZZ15volatile_roundsPKiPiE1s, i64 0, i64 %13, !dbg !239
  %15 = addrspacecast i32 addrspace(3)* %14 to i32*, !dbg !239
  %16 = load volatile i32, i32* %15, align 4, !dbg !239, !tbaa !37
  %17 = add nsw i32 %16, %7, !dbg !240
  store volatile i32 %17, i32* %9, align 4, !dbg !241, !tbaa !37
  br label %18, !dbg !242

18:                                               ; preds = %11, %2
  %19 = phi i32 [ %17, %11 ], [ %7, %2 ], !dbg !243
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1) #7, !dbg !244
  %20 = icmp ult i32 %4, 8, !dbg !236
  br i1 %20, label %21, label %28, !dbg !237

21:                                               ; preds = %18
  %22 = add i32 %3, 8, !dbg !238
  %23 = zext i32 %22 to i64, !dbg !239
  %24 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @_ZZ15volatile_roundsPKiPiE1s, i64 0, i64 %23, !dbg !239
  %25 = addrspacecast i32 addrspace(3)* %24 to i32*, !dbg !239
  %26 = load volatile i32, i32* %25, align 4, !dbg !239, !tbaa !37
  %27 = add nsw i32 %26, %19, !dbg !240
  store volatile i32 %27, i32* %9, align 4, !dbg !241, !tbaa !37
  br label %28, !dbg !242

28:                                               ; preds = %21, %18
  %29 = phi i32 [ %27, %21 ], [ %19, %18 ], !dbg !243
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1) #7, !dbg !244
  %30 = icmp ult i32 %4, 4, !dbg !236
  br i1 %30, label %31, label %38, !dbg !237

31:                                               ; preds = %28
  %32 = add i32 %3, 4, !dbg !238
  %33 = zext i32 %32 to i64, !dbg !239
  %34 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @_ZZ15volatile_roundsPKiPiE1s, i64 0, i64 %33, !dbg !239
  %35 = addrspacecast i32 addrspace(3)* %34 to i32*, !dbg !239
  %36 = load volatile i32, i32* %35, align 4, !dbg !239, !tbaa !37
  %37 = add nsw i32 %36, %29, !dbg !240
  store volatile i32 %37, i32* %9, align 4, !dbg !241, !tbaa !37
  br label %38, !dbg !242

38:                                               ; preds = %31, %28
  %39 = phi i32 [ %37, %31 ], [ %29, %28 ], !dbg !243
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1) #7, !dbg !244
  %40 = icmp ult i32 %4, 2, !dbg !236
  br i1 %40, label %41, label %48, !dbg !237

41:                                               ; preds = %38
  %42 = add i32 %3, 2, !dbg !238
  %43 = zext i32 %42 to i64, !dbg !239
  %44 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @_ZZ15volatile_roundsPKiPiE1s, i64 0, i64 %43, !dbg !239
  %45 = addrspacecast i32 addrspace(3)* %44 to i32*, !dbg !239
  %46 = load volatile i32, i32* %45, align 4, !dbg !239, !tbaa !37
  %47 = add nsw i32 %46, %39, !dbg !240
  store volatile i32 %47, i32* %9, align 4, !dbg !241, !tbaa !37
  br label %48, !dbg !242

48:                                               ; preds = %41, %38
  %49 = phi i32 [ %47, %41 ], [ %39, %38 ], !dbg !243
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1) #7, !dbg !244
  %50 = icmp eq i32 %4, 0, !dbg !236
  br i1 %50, label %51, label %58, !dbg !237

51:                                               ; preds = %48
  %52 = add nuw i32 %3, 1, !dbg !238
  %53 = zext i32 %52 to i64, !dbg !239
  %54 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @_ZZ15volatile_roundsPKiPiE1s, i64 0, i64 %53, !dbg !239
  %55 = addrspacecast i32 addrspace(3)* %54 to i32*, !dbg !239
  %56 = load volatile i32, i32* %55, align 4, !dbg !239, !tbaa !37
  %57 = add nsw i32 %56, %49, !dbg !240
  store volatile i32 %57, i32* %9, align 4, !dbg !241, !tbaa !37
  br label %58, !dbg !242

58:                                               ; preds = %51, %48
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1) #7, !dbg !244
  tail call void @llvm.nvvm.barrier0(), !dbg !246
  %59 = icmp eq i32 %4, 0, !dbg !247
  br i1 %59, label %60, label %65, !dbg !248

60:                                               ; preds = %58
  %61 = lshr i32 %3, 5, !dbg !249
  %62 = zext i32 %61 to i64, !dbg !250
  %63 = getelementptr inbounds i32, i32* %1, i64 %62, !dbg !250
  %64 = load volatile i32, i32* %9, align 4, !dbg !251, !tbaa !37
  store i32 %64, i32* %63, align 4, !dbg !252, !tbaa !37
  br label %65, !dbg !250

65:                                               ; preds = %60, %58
  ret void, !dbg !253
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z15syncwarp_exitedPi(i32* nocapture noundef %0) local_unnamed_addr #0 !dbg !254 {
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #7, !dbg !255
  %3 = icmp ult i32 %2, 8, !dbg !257
  br i1 %3, label %16, label %4, !dbg !258

4:                                                ; preds = %1
  %5 = zext i32 %2 to i64, !dbg !259
  %6 = getelementptr inbounds i32, i32* %0, i64 %5, !dbg !259
  store i32 1, i32* %6, align 4, !dbg !260, !tbaa !37
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1) #7, !dbg !261
  %7 = add i32 %2, 1, !dbg !263
  %8 = urem i32 %7, 24, !dbg !264
  %9 = add nuw nsw i32 %8, 8, !dbg !265
  %10 = zext i32 %9 to i64, !dbg !266
  %11 = getelementptr inbounds i32, i32* %0, i64 %10, !dbg !266
  %12 = load i32, i32* %11, align 4, !dbg !266, !tbaa !37
  %13 = add i32 %2, 32, !dbg !267
  %14 = zext i32 %13 to i64, !dbg !268
  %15 = getelementptr inbounds i32, i32* %0, i64 %14, !dbg !268
  store i32 %12, i32* %15, align 4, !dbg !269, !tbaa !37
  br label %16, !dbg !270

16:                                               ; preds = %1, %4
  ret void, !dbg !270
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z10asm_blocksPKiPi(i32* noundef %0, i32* nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !271 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #7, !dbg !272
  %4 = sext i32 %3 to i64, !dbg !274
  %5 = getelementptr inbounds i32, i32* %0, i64 %4, !dbg !274
  %6 = load i32, i32* %5, align 4, !dbg !274, !tbaa !37
  %7 = tail call i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p\09add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %6, i32 1, i32 0, i32 %6, i32 -1) #2, !dbg !275, !srcloc !276
  %8 = tail call i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p\09add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %7, i32 2, i32 0, i32 %7, i32 -1) #2, !dbg !275, !srcloc !276
  %9 = tail call i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p\09add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %8, i32 4, i32 0, i32 %8, i32 -1) #2, !dbg !275, !srcloc !276
  %10 = tail call i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p\09add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %9, i32 8, i32 0, i32 %9, i32 -1) #2, !dbg !275, !srcloc !276
  %11 = tail call i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p\09add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %10, i32 16, i32 0, i32 %10, i32 -1) #2, !dbg !275, !srcloc !276
  %12 = load i32, i32* %5, align 4, !dbg !277, !tbaa !37
  %13 = srem i32 %3, 8, !dbg !278
  %14 = tail call i32 asm "bfe.u32\09$0, $1, $2, $3;", "=r,r,r,r"(i32 %12, i32 %13, i32 5) #8, !dbg !279, !srcloc !280
  %15 = srem i32 %3, 5, !dbg !281
  %16 = tail call i32 asm "bfe.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %12, i32 %13, i32 %15) #8, !dbg !282, !srcloc !283
  %17 = tail call i32 asm "{\0A    .reg .pred p;\0A    and.b32 $0, $1, $2;    setp.eq.u32 p, $0, $2;\0A    vote.ballot.sync.b32 $0, p, 0xffffffff;\0A    @!p not.b32 $0, $0;\0A}\0A", "=r,r,r"(i32 %12, i32 4) #8, !dbg !284, !srcloc !285
  %18 = sdiv i32 %3, 2, !dbg !286
  %19 = shl nsw i32 %18, 1, !dbg !287
  %20 = sext i32 %19 to i64, !dbg !288
  %21 = getelementptr inbounds i32, i32* %0, i64 %20, !dbg !288
  %22 = tail call { i32, i32 } asm sideeffect "ld.global.nc.v2.u32 {$0, $1}, [$2];", "=r,=r,l"(i32* %21) #2, !dbg !289, !srcloc !290
  %23 = icmp sgt i32 %3, 59, !dbg !291
  br i1 %23, label %24, label %25, !dbg !292

24:                                               ; preds = %2
  tail call void asm sideeffect "exit;", ""() #2, !dbg !293, !srcloc !294
  br label %25, !dbg !293

25:                                               ; preds = %24, %2
  %26 = extractvalue { i32, i32 } %22, 1, !dbg !289
  %27 = extractvalue { i32, i32 } %22, 0, !dbg !289
  %28 = mul nsw i32 %3, 5, !dbg !295
  %29 = sext i32 %28 to i64, !dbg !296
  %30 = getelementptr inbounds i32, i32* %1, i64 %29, !dbg !296
  store i32 %11, i32* %30, align 4, !dbg !297, !tbaa !37
  %31 = add nsw i32 %28, 1, !dbg !298
  %32 = sext i32 %31 to i64, !dbg !299
  %33 = getelementptr inbounds i32, i32* %1, i64 %32, !dbg !299
  store i32 %14, i32* %33, align 4, !dbg !300, !tbaa !37
  %34 = add nsw i32 %28, 2, !dbg !301
  %35 = sext i32 %34 to i64, !dbg !302
  %36 = getelementptr inbounds i32, i32* %1, i64 %35, !dbg !302
  store i32 %16, i32* %36, align 4, !dbg !303, !tbaa !37
  %37 = add nsw i32 %28, 3, !dbg !304
  %38 = sext i32 %37 to i64, !dbg !305
  %39 = getelementptr inbounds i32, i32* %1, i64 %38, !dbg !305
  store i32 %17, i32* %39, align 4, !dbg !306, !tbaa !37
  %40 = add i32 %27, %26, !dbg !307
  %41 = add nsw i32 %28, 4, !dbg !308
  %42 = sext i32 %41 to i64, !dbg !309
  %43 = getelementptr inbounds i32, i32* %1, i64 %42, !dbg !309
  store i32 %40, i32* %43, align 4, !dbg !310, !tbaa !37
  ret void, !dbg !311
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z11asm_vectorsPKdPdPj(double* nocapture noundef readonly %0, double* nocapture noundef writeonly %1, i32* nocapture noundef writeonly %2) local_unnamed_addr #0 !dbg !312 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #7, !dbg !313
  %5 = sext i32 %4 to i64, !dbg !315
  %6 = getelementptr inbounds double, double* %0, i64 %5, !dbg !315
  %7 = load double, double* %6, align 8, !dbg !315, !tbaa !316
  %8 = tail call contract double asm sideeffect "{  .reg .u32 lo;  .reg .u32 hi;  mov.b64 {lo, hi}, $1;  shfl.sync.down.b32 lo, lo, 1, 0x1f, 0xffffffff;  shfl.sync.down.b32 hi, hi, 1, 0x1f, 0xffffffff;  mov.b64 $0, {lo, hi};}", "=d,d"(double %7) #2, !dbg !318, !srcloc !319
  %9 = mul i32 %4, 65537, !dbg !320
  %10 = add i32 %9, 524295, !dbg !321
  %11 = tail call { i16, i16 } asm "mov.b32 {$0, $1}, $2;", "=h,=h,r"(i32 %10) #8, !dbg !322, !srcloc !323
  %12 = extractvalue { i16, i16 } %11, 0, !dbg !322
  %13 = extractvalue { i16, i16 } %11, 1, !dbg !322
  %14 = zext i32 %10 to i64, !dbg !324
  %15 = shl nuw i64 %14, 32, !dbg !325
  %16 = or i64 %15, 5, !dbg !326
  %17 = tail call i32 asm "{ .reg .u32 t; mov.b64 {_, t}, $1; mov.b32 $0, t; }", "=r,l"(i64 %16) #8, !dbg !327, !srcloc !328
  %18 = getelementptr inbounds double, double* %1, i64 %5, !dbg !329
  store double %8, double* %18, align 8, !dbg !330, !tbaa !316
  %19 = zext i16 %12 to i32, !dbg !331
  %20 = mul nsw i32 %4, 3, !dbg !332
  %21 = sext i32 %20 to i64, !dbg !333
  %22 = getelementptr inbounds i32, i32* %2, i64 %21, !dbg !333
  store i32 %19, i32* %22, align 4, !dbg !334, !tbaa !37
  %23 = zext i16 %13 to i32, !dbg !335
  %24 = add nsw i32 %20, 1, !dbg !336
  %25 = sext i32 %24 to i64, !dbg !337
  %26 = getelementptr inbounds i32, i32* %2, i64 %25, !dbg !337
  store i32 %23, i32* %26, align 4, !dbg !338, !tbaa !37
  %27 = add nsw i32 %20, 2, !dbg !339
  %28 = sext i32 %27 to i64, !dbg !340
  %29 = getelementptr inbounds i32, i32* %2, i64 %28, !dbg !340
  store i32 %17, i32* %29, align 4, !dbg !341, !tbaa !37
  ret void, !dbg !342
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.cttz.i32(i32, i1 immarg) #6

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctpop.i32(i32) #6

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx64,+sm_70" }
attributes #1 = { convergent inaccessiblememonly nounwind }
attributes #2 = { convergent nounwind }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx64,+sm_70" }
attributes #4 = { mustprogress nofree nosync nounwind readnone willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx64,+sm_70" }
attributes #5 = { nofree nosync nounwind readnone speculatable }
attributes #6 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }
attributes #8 = { convergent nounwind readnone }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.dbg.cu = !{!6}
!nvvm.annotations = !{!8, !9, !10, !11, !12, !13, !14, !15, !16, !17, !18, !19}
!llvm.ident = !{!20}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 11, i32 0]}
!1 = !{i32 7, !"Dwarf Version", i32 2}
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !7, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!7 = !DIFile(filename: "warp.cu", directory: ".")
!8 = !{void (i32*, i32*)* @_Z11warp_reducePKiPi, !"kernel", i32 1}
!9 = !{void (float*, float*, float*, float*, i32*, i32*)* @_Z8shufflesPKfPfS1_S1_PjPi, !"kernel", i32 1}
!10 = !{void (i32*, i32*)* @_Z8segmentsPKiPi, !"kernel", i32 1}
!11 = !{void (i32*, i32*)* @_Z15warp_divergencePKiPi, !"kernel", i32 1}
!12 = !{void (i32*, i32*)* @_Z17shfl_outside_maskPKiPi, !"kernel", i32 1}
!13 = !{void (i32*, i32*, i32*)* @_Z19syncwarp_activemaskPiPjS0_, !"kernel", i32 1}
!14 = !{void (i32*, i32*)* @_Z8asm_warpPKiPi, !"kernel", i32 1}
!15 = !{void (i32*, i32*)* @_Z16partition_roundsPKiPi, !"kernel", i32 1}
!16 = !{void (i32*, i32*)* @_Z15volatile_roundsPKiPi, !"kernel", i32 1}
!17 = !{void (i32*)* @_Z15syncwarp_exitedPi, !"kernel", i32 1}
!18 = !{void (i32*, i32*)* @_Z10asm_blocksPKiPi, !"kernel", i32 1}
!19 = !{void (double*, double*, i32*)* @_Z11asm_vectorsPKdPdPj, !"kernel", i32 1}
!20 = !{!"Debian clang version 14.0.6"}
!21 = distinct !DISubprogram(name: "warp_reduce", scope: !7, file: !7, line: 6, type: !22, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !23)
!22 = !DISubroutineType(types: !23)
!23 = !{}
!24 = !DILocation(line: 66, column: 3, scope: !25, inlinedAt: !27)
!25 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !26, file: !26, line: 66, type: !22, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !23)
!26 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/__clang_cuda_builtin_vars.h", directory: ".")
!27 = distinct !DILocation(line: 7, column: 14, scope: !21)
!28 = !DILocation(line: 79, column: 3, scope: !29, inlinedAt: !30)
!29 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !26, file: !26, line: 79, type: !22, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !23)
!30 = distinct !DILocation(line: 7, column: 27, scope: !21)
!31 = !DILocation(line: 7, column: 25, scope: !21)
!32 = !DILocation(line: 53, column: 3, scope: !33, inlinedAt: !34)
!33 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !26, file: !26, line: 53, type: !22, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !23)
!34 = distinct !DILocation(line: 7, column: 40, scope: !21)
!35 = !DILocation(line: 7, column: 38, scope: !21)
!36 = !DILocation(line: 7, column: 11, scope: !21)
!37 = !{!38, !38, i64 0}
!38 = !{!"int", !39, i64 0}
!39 = !{!"omnipotent char", !40, i64 0}
!40 = !{!"Simple C++ TBAA"}
!41 = !DILocation(line: 9, column: 10, scope: !21)
!42 = !DILocation(line: 9, column: 7, scope: !21)
!43 = !DILocation(line: 10, column: 20, scope: !21)
!44 = !DILocation(line: 10, column: 26, scope: !21)
!45 = !DILocation(line: 10, column: 7, scope: !21)
!46 = !DILocation(line: 10, column: 76, scope: !21)
!47 = !DILocation(line: 10, column: 32, scope: !21)
!48 = !DILocation(line: 10, column: 82, scope: !21)
!49 = !DILocation(line: 11, column: 1, scope: !21)
!50 = distinct !DISubprogram(name: "shuffles", scope: !7, file: !7, line: 13, type: !22, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !23)
!51 = !DILocation(line: 66, column: 3, scope: !25, inlinedAt: !52)
!52 = distinct !DILocation(line: 14, column: 11, scope: !50)
!53 = !DILocation(line: 79, column: 3, scope: !29, inlinedAt: !54)
!54 = distinct !DILocation(line: 14, column: 24, scope: !50)
!55 = !DILocation(line: 14, column: 22, scope: !50)
!56 = !DILocation(line: 53, column: 3, scope: !33, inlinedAt: !57)
!57 = distinct !DILocation(line: 14, column: 37, scope: !50)
!58 = !DILocation(line: 14, column: 35, scope: !50)
!59 = !DILocation(line: 15, column: 13, scope: !50)
!60 = !{!61, !61, i64 0}
!61 = !{!"float", !39, i64 0}
!62 = !DILocation(line: 16, column: 59, scope: !50)
!63 = !DILocation(line: 16, column: 64, scope: !50)
!64 = !DILocation(line: 16, column: 12, scope: !50)
!65 = !DILocation(line: 16, column: 3, scope: !50)
!66 = !DILocation(line: 16, column: 10, scope: !50)
!67 = !DILocation(line: 17, column: 11, scope: !50)
!68 = !DILocation(line: 17, column: 3, scope: !50)
!69 = !DILocation(line: 17, column: 9, scope: !50)
!70 = !DILocation(line: 18, column: 11, scope: !50)
!71 = !DILocation(line: 18, column: 3, scope: !50)
!72 = !DILocation(line: 18, column: 9, scope: !50)
!73 = !DILocation(line: 19, column: 47, scope: !50)
!74 = !DILocation(line: 19, column: 15, scope: !50)
!75 = !DILocation(line: 19, column: 3, scope: !50)
!76 = !DILocation(line: 19, column: 13, scope: !50)
!77 = !DILocation(line: 20, column: 43, scope: !50)
!78 = !DILocation(line: 20, column: 14, scope: !50)
!79 = !DILocation(line: 20, column: 85, scope: !50)
!80 = !DILocation(line: 20, column: 56, scope: !50)
!81 = !DILocation(line: 20, column: 96, scope: !50)
!82 = !DILocation(line: 20, column: 54, scope: !50)
!83 = !DILocation(line: 20, column: 3, scope: !50)
!84 = !DILocation(line: 20, column: 12, scope: !50)
!85 = !DILocation(line: 21, column: 1, scope: !50)
!86 = distinct !DISubprogram(name: "segments", scope: !7, file: !7, line: 24, type: !22, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !23)
!87 = !DILocation(line: 53, column: 3, scope: !33, inlinedAt: !88)
!88 = distinct !DILocation(line: 25, column: 11, scope: !86)
!89 = !DILocation(line: 26, column: 43, scope: !86)
!90 = !DILocation(line: 26, column: 12, scope: !86)
!91 = !DILocation(line: 26, column: 3, scope: !86)
!92 = !DILocation(line: 26, column: 10, scope: !86)
!93 = !DILocation(line: 27, column: 1, scope: !86)
!94 = distinct !DISubprogram(name: "warp_divergence", scope: !7, file: !7, line: 32, type: !22, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !23)
!95 = !DILocation(line: 53, column: 3, scope: !33, inlinedAt: !96)
!96 = distinct !DILocation(line: 33, column: 7, scope: !94)
!97 = !DILocation(line: 33, column: 19, scope: !94)
!98 = !DILocation(line: 34, column: 53, scope: !94)
!99 = !DILocation(line: 33, column: 7, scope: !94)
!100 = !DILocation(line: 34, column: 3, scope: !94)
!101 = !DILocation(line: 34, column: 22, scope: !94)
!102 = !DILocation(line: 34, column: 20, scope: !94)
!103 = !DILocation(line: 35, column: 1, scope: !94)
!104 = distinct !DISubprogram(name: "shfl_outside_mask", scope: !7, file: !7, line: 39, type: !22, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !23)
!105 = !DILocation(line: 53, column: 3, scope: !33, inlinedAt: !106)
!106 = distinct !DILocation(line: 40, column: 14, scope: !104)
!107 = !DILocation(line: 40, column: 11, scope: !104)
!108 = !DILocation(line: 41, column: 19, scope: !104)
!109 = !DILocation(line: 41, column: 7, scope: !104)
!110 = !DILocation(line: 41, column: 29, scope: !104)
!111 = !DILocation(line: 41, column: 25, scope: !104)
!112 = !DILocation(line: 0, scope: !104)
!113 = !DILocation(line: 42, column: 3, scope: !104)
!114 = !DILocation(line: 43, column: 3, scope: !104)
!115 = !DILocation(line: 43, column: 20, scope: !104)
!116 = !DILocation(line: 44, column: 1, scope: !104)
!117 = distinct !DISubprogram(name: "syncwarp_activemask", scope: !7, file: !7, line: 51, type: !22, scopeLine: 51, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !23)
!118 = !DILocation(line: 53, column: 3, scope: !33, inlinedAt: !119)
!119 = distinct !DILocation(line: 53, column: 7, scope: !117)
!120 = !DILocation(line: 53, column: 19, scope: !117)
!121 = !DILocation(line: 53, column: 7, scope: !117)
!122 = !DILocation(line: 54, column: 32, scope: !117)
!123 = !DILocation(line: 54, column: 3, scope: !117)
!124 = !DILocation(line: 54, column: 18, scope: !117)
!125 = !DILocation(line: 55, column: 3, scope: !117)
!126 = !DILocation(line: 56, column: 27, scope: !117)
!127 = !DILocation(line: 56, column: 22, scope: !117)
!128 = !DILocation(line: 56, column: 3, scope: !117)
!129 = !DILocation(line: 56, column: 20, scope: !117)
!130 = !DILocation(line: 58, column: 3, scope: !117)
!131 = !{i64 2443}
!132 = !DILocation(line: 59, column: 3, scope: !117)
!133 = !DILocation(line: 59, column: 21, scope: !117)
!134 = !DILocation(line: 60, column: 19, scope: !117)
!135 = !DILocation(line: 60, column: 7, scope: !117)
!136 = !DILocation(line: 60, column: 24, scope: !117)
!137 = !DILocation(line: 60, column: 45, scope: !117)
!138 = !DILocation(line: 60, column: 43, scope: !117)
!139 = !DILocation(line: 61, column: 1, scope: !117)
!140 = distinct !DISubprogram(name: "asm_warp", scope: !7, file: !7, line: 64, type: !22, scopeLine: 64, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !23)
!141 = !DILocation(line: 67, column: 3, scope: !140)
!142 = !{i64 2710}
!143 = !DILocation(line: 68, column: 3, scope: !140)
!144 = !{i64 2755}
!145 = !DILocation(line: 53, column: 3, scope: !33, inlinedAt: !146)
!146 = distinct !DILocation(line: 69, column: 76, scope: !140)
!147 = !DILocation(line: 69, column: 73, scope: !140)
!148 = !DILocation(line: 69, column: 3, scope: !140)
!149 = !{i64 2812}
!150 = !DILocation(line: 70, column: 3, scope: !140)
!151 = !{i64 2940}
!152 = !DILocation(line: 71, column: 9, scope: !140)
!153 = !DILocation(line: 71, column: 3, scope: !140)
!154 = !DILocation(line: 71, column: 24, scope: !140)
!155 = !DILocation(line: 72, column: 23, scope: !140)
!156 = !DILocation(line: 72, column: 3, scope: !140)
!157 = !DILocation(line: 72, column: 28, scope: !140)
!158 = !DILocation(line: 73, column: 23, scope: !140)
!159 = !DILocation(line: 73, column: 3, scope: !140)
!160 = !DILocation(line: 73, column: 28, scope: !140)
!161 = !DILocation(line: 74, column: 1, scope: !140)
!162 = distinct !DISubprogram(name: "nth_lane", scope: !7, file: !7, line: 80, type: !22, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !23)
!163 = !DILocation(line: 81, column: 26, scope: !162)
!164 = !DILocation(line: 81, column: 3, scope: !162)
!165 = !DILocation(line: 82, column: 12, scope: !162)
!166 = !DILocation(line: 82, column: 7, scope: !162)
!167 = distinct !{!167, !168}
!168 = !{!"llvm.loop.unroll.disable"}
!169 = !DILocation(line: 127, column: 39, scope: !170, inlinedAt: !172)
!170 = distinct !DISubprogram(name: "__ffs", scope: !171, file: !171, line: 127, type: !22, scopeLine: 127, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !23)
!171 = !DIFile(filename: "include/device_functions.h", directory: ".")
!172 = distinct !DILocation(line: 83, column: 10, scope: !162)
!173 = !DILocation(line: 127, column: 37, scope: !170, inlinedAt: !172)
!174 = !{i32 0, i32 33}
!175 = !DILocation(line: 83, column: 3, scope: !162)
!176 = distinct !{!176, !164, !177, !178}
!177 = !DILocation(line: 82, column: 14, scope: !162)
!178 = !{!"llvm.loop.mustprogress"}
!179 = distinct !DISubprogram(name: "partition_rounds", scope: !7, file: !7, line: 85, type: !22, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !23)
!180 = !DILocation(line: 53, column: 3, scope: !33, inlinedAt: !181)
!181 = distinct !DILocation(line: 86, column: 19, scope: !179)
!182 = !DILocation(line: 88, column: 13, scope: !179)
!183 = !DILocation(line: 89, column: 52, scope: !179)
!184 = !DILocation(line: 89, column: 50, scope: !179)
!185 = !DILocation(line: 89, column: 20, scope: !179)
!186 = !DILocation(line: 90, column: 21, scope: !179)
!187 = !DILocation(line: 123, column: 43, scope: !188, inlinedAt: !189)
!188 = distinct !DISubprogram(name: "__popc", scope: !171, file: !171, line: 123, type: !22, scopeLine: 123, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !23)
!189 = distinct !DILocation(line: 91, column: 18, scope: !179)
!190 = !DILocation(line: 91, column: 51, scope: !179)
!191 = !DILocation(line: 123, column: 43, scope: !188, inlinedAt: !192)
!192 = distinct !DILocation(line: 91, column: 39, scope: !179)
!193 = !DILocation(line: 93, column: 28, scope: !179)
!194 = !DILocation(line: 93, column: 5, scope: !179)
!195 = !DILocation(line: 81, column: 3, scope: !162, inlinedAt: !196)
!196 = distinct !DILocation(line: 94, column: 37, scope: !179)
!197 = !DILocation(line: 0, scope: !179)
!198 = !DILocation(line: 127, column: 39, scope: !170, inlinedAt: !199)
!199 = distinct !DILocation(line: 99, column: 17, scope: !179)
!200 = !DILocation(line: 127, column: 37, scope: !170, inlinedAt: !199)
!201 = !DILocation(line: 100, column: 11, scope: !179)
!202 = !DILocation(line: 32, column: 58, scope: !203, inlinedAt: !204)
!203 = distinct !DISubprogram(name: "__syncwarp", scope: !171, file: !171, line: 32, type: !22, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !23)
!204 = distinct !DILocation(line: 101, column: 5, scope: !179)
!205 = !DILocation(line: 102, column: 5, scope: !179)
!206 = !DILocation(line: 102, column: 27, scope: !179)
!207 = !DILocation(line: 88, column: 26, scope: !179)
!208 = !DILocation(line: 94, column: 27, scope: !179)
!209 = !DILocation(line: 94, column: 31, scope: !179)
!210 = !DILocation(line: 94, column: 22, scope: !179)
!211 = !DILocation(line: 81, column: 26, scope: !162, inlinedAt: !196)
!212 = !DILocation(line: 82, column: 12, scope: !162, inlinedAt: !196)
!213 = !DILocation(line: 82, column: 7, scope: !162, inlinedAt: !196)
!214 = distinct !{!214, !195, !215, !178}
!215 = !DILocation(line: 82, column: 14, scope: !162, inlinedAt: !196)
!216 = distinct !{!216, !168}
!217 = !DILocation(line: 127, column: 39, scope: !170, inlinedAt: !218)
!218 = distinct !DILocation(line: 83, column: 10, scope: !162, inlinedAt: !196)
!219 = !DILocation(line: 127, column: 37, scope: !170, inlinedAt: !218)
!220 = !DILocation(line: 95, column: 19, scope: !179)
!221 = !DILocation(line: 96, column: 11, scope: !179)
!222 = !DILocation(line: 93, column: 35, scope: !179)
!223 = distinct !{!223, !194, !224, !178}
!224 = !DILocation(line: 98, column: 5, scope: !179)
!225 = !DILocation(line: 104, column: 1, scope: !179)
!226 = distinct !{!226, !168}
!227 = distinct !DISubprogram(name: "volatile_rounds", scope: !7, file: !7, line: 109, type: !22, scopeLine: 109, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !23)
!228 = !DILocation(line: 53, column: 3, scope: !33, inlinedAt: !229)
!229 = distinct !DILocation(line: 112, column: 16, scope: !227)
!230 = !DILocation(line: 112, column: 38, scope: !227)
!231 = !DILocation(line: 113, column: 13, scope: !227)
!232 = !DILocation(line: 114, column: 3, scope: !227)
!233 = !DILocation(line: 114, column: 8, scope: !227)
!234 = !DILocation(line: 32, column: 58, scope: !203, inlinedAt: !235)
!235 = distinct !DILocation(line: 115, column: 3, scope: !227)
!236 = !DILocation(line: 117, column: 14, scope: !227)
!237 = !DILocation(line: 117, column: 9, scope: !227)
!238 = !DILocation(line: 118, column: 18, scope: !227)
!239 = !DILocation(line: 118, column: 14, scope: !227)
!240 = !DILocation(line: 118, column: 11, scope: !227)
!241 = !DILocation(line: 119, column: 12, scope: !227)
!242 = !DILocation(line: 120, column: 5, scope: !227)
!243 = !DILocation(line: 0, scope: !227)
!244 = !DILocation(line: 32, column: 58, scope: !203, inlinedAt: !245)
!245 = distinct !DILocation(line: 121, column: 5, scope: !227)
!246 = !DILocation(line: 123, column: 3, scope: !227)
!247 = !DILocation(line: 124, column: 12, scope: !227)
!248 = !DILocation(line: 124, column: 7, scope: !227)
!249 = !DILocation(line: 125, column: 11, scope: !227)
!250 = !DILocation(line: 125, column: 5, scope: !227)
!251 = !DILocation(line: 125, column: 19, scope: !227)
!252 = !DILocation(line: 125, column: 17, scope: !227)
!253 = !DILocation(line: 126, column: 1, scope: !227)
!254 = distinct !DISubprogram(name: "syncwarp_exited", scope: !7, file: !7, line: 131, type: !22, scopeLine: 131, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !23)
!255 = !DILocation(line: 53, column: 3, scope: !33, inlinedAt: !256)
!256 = distinct !DILocation(line: 132, column: 7, scope: !254)
!257 = !DILocation(line: 132, column: 19, scope: !254)
!258 = !DILocation(line: 132, column: 7, scope: !254)
!259 = !DILocation(line: 134, column: 3, scope: !254)
!260 = !DILocation(line: 134, column: 20, scope: !254)
!261 = !DILocation(line: 32, column: 58, scope: !203, inlinedAt: !262)
!262 = distinct !DILocation(line: 135, column: 3, scope: !254)
!263 = !DILocation(line: 136, column: 44, scope: !254)
!264 = !DILocation(line: 136, column: 49, scope: !254)
!265 = !DILocation(line: 136, column: 54, scope: !254)
!266 = !DILocation(line: 136, column: 27, scope: !254)
!267 = !DILocation(line: 136, column: 10, scope: !254)
!268 = !DILocation(line: 136, column: 3, scope: !254)
!269 = !DILocation(line: 136, column: 25, scope: !254)
!270 = !DILocation(line: 137, column: 1, scope: !254)
!271 = distinct !DISubprogram(name: "asm_blocks", scope: !7, file: !7, line: 144, type: !22, scopeLine: 144, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !23)
!272 = !DILocation(line: 53, column: 3, scope: !33, inlinedAt: !273)
!273 = distinct !DILocation(line: 145, column: 11, scope: !271)
!274 = !DILocation(line: 146, column: 11, scope: !271)
!275 = !DILocation(line: 148, column: 5, scope: !271)
!276 = !{i64 5699}
!277 = !DILocation(line: 153, column: 54, scope: !271)
!278 = !DILocation(line: 153, column: 68, scope: !271)
!279 = !DILocation(line: 153, column: 3, scope: !271)
!280 = !{i64 5977}
!281 = !DILocation(line: 154, column: 80, scope: !271)
!282 = !DILocation(line: 154, column: 3, scope: !271)
!283 = !{i64 6059}
!284 = !DILocation(line: 155, column: 3, scope: !271)
!285 = !{i64 6145, i64 6149, i64 6168, i64 6228, i64 6273, i64 6298}
!286 = !DILocation(line: 160, column: 103, scope: !271)
!287 = !DILocation(line: 160, column: 98, scope: !271)
!288 = !DILocation(line: 160, column: 94, scope: !271)
!289 = !DILocation(line: 160, column: 3, scope: !271)
!290 = !{i64 6388}
!291 = !DILocation(line: 161, column: 9, scope: !271)
!292 = !DILocation(line: 161, column: 7, scope: !271)
!293 = !DILocation(line: 162, column: 5, scope: !271)
!294 = !{i64 6515}
!295 = !DILocation(line: 163, column: 9, scope: !271)
!296 = !DILocation(line: 163, column: 3, scope: !271)
!297 = !DILocation(line: 163, column: 14, scope: !271)
!298 = !DILocation(line: 164, column: 13, scope: !271)
!299 = !DILocation(line: 164, column: 3, scope: !271)
!300 = !DILocation(line: 164, column: 18, scope: !271)
!301 = !DILocation(line: 165, column: 13, scope: !271)
!302 = !DILocation(line: 165, column: 3, scope: !271)
!303 = !DILocation(line: 165, column: 18, scope: !271)
!304 = !DILocation(line: 166, column: 13, scope: !271)
!305 = !DILocation(line: 166, column: 3, scope: !271)
!306 = !DILocation(line: 166, column: 18, scope: !271)
!307 = !DILocation(line: 167, column: 34, scope: !271)
!308 = !DILocation(line: 167, column: 13, scope: !271)
!309 = !DILocation(line: 167, column: 3, scope: !271)
!310 = !DILocation(line: 167, column: 18, scope: !271)
!311 = !DILocation(line: 168, column: 1, scope: !271)
!312 = distinct !DISubprogram(name: "asm_vectors", scope: !7, file: !7, line: 175, type: !22, scopeLine: 175, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !23)
!313 = !DILocation(line: 53, column: 3, scope: !33, inlinedAt: !314)
!314 = distinct !DILocation(line: 176, column: 11, scope: !312)
!315 = !DILocation(line: 177, column: 14, scope: !312)
!316 = !{!317, !317, i64 0}
!317 = !{!"double", !39, i64 0}
!318 = !DILocation(line: 178, column: 3, scope: !312)
!319 = !{i64 7108}
!320 = !DILocation(line: 185, column: 28, scope: !312)
!321 = !DILocation(line: 185, column: 39, scope: !312)
!322 = !DILocation(line: 186, column: 3, scope: !312)
!323 = !{i64 7477}
!324 = !DILocation(line: 187, column: 98, scope: !312)
!325 = !DILocation(line: 187, column: 100, scope: !312)
!326 = !DILocation(line: 187, column: 106, scope: !312)
!327 = !DILocation(line: 187, column: 3, scope: !312)
!328 = !{i64 7539}
!329 = !DILocation(line: 188, column: 3, scope: !312)
!330 = !DILocation(line: 188, column: 10, scope: !312)
!331 = !DILocation(line: 189, column: 18, scope: !312)
!332 = !DILocation(line: 189, column: 11, scope: !312)
!333 = !DILocation(line: 189, column: 3, scope: !312)
!334 = !DILocation(line: 189, column: 16, scope: !312)
!335 = !DILocation(line: 190, column: 22, scope: !312)
!336 = !DILocation(line: 190, column: 15, scope: !312)
!337 = !DILocation(line: 190, column: 3, scope: !312)
!338 = !DILocation(line: 190, column: 20, scope: !312)
!339 = !DILocation(line: 191, column: 15, scope: !312)
!340 = !DILocation(line: 191, column: 3, scope: !312)
!341 = !DILocation(line: 191, column: 20, scope: !312)
!342 = !DILocation(line: 192, column: 1, scope: !312)
